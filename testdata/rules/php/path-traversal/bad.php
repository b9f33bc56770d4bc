<?php
$name = $_GET['file'];
readfile('/var/www/uploads/' . $name); // want "php/path-traversal: .*readfile\\(\\)"
$data = file_get_contents($_POST['path']); // want "php/path-traversal"
