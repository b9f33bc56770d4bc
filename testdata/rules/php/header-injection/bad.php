<?php
$name = $_GET['name'];
header("Content-Disposition: attachment; filename=" . $name); // want "php/header-injection"
header('X-Lang: ' . $_COOKIE['lang']); // want "php/header-injection"
