<?php
eval('$x = ' . $_GET['expr'] . ';'); // want "php/code-injection"
$fn = $_POST['callback'];
call_user_func($fn, $data); // want "php/code-injection"
