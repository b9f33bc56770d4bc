<?php
header("Content-Disposition: attachment; filename=" . rawurlencode($_GET['name']));
header('Content-Type: application/json');
$lang = in_array($_COOKIE['lang'], ['en', 'fr'], true) ? $_COOKIE['lang'] : 'en';
header('X-Lang: ' . $lang);
