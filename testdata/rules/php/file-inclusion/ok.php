<?php
$pages = ['home' => 'home.php', 'about' => 'about.php'];
include __DIR__ . '/pages/' . ($pages['home']);
require_once __DIR__ . '/vendor/autoload.php';
include 'lang/' . basename($_GET['lang']) . '.php';
include(__DIR__ . '/config.php');
require_once('modules/' . basename($_REQUEST['m']) . '.php');
