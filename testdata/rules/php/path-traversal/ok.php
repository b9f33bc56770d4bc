<?php
readfile('/var/www/uploads/' . basename($_GET['file']));
move_uploaded_file($_FILES['avatar']['tmp_name'], '/var/www/uploads/avatar.png');
$data = file_get_contents(__DIR__ . '/config.json');
