<?php
require_once __DIR__ . '/vendor/autoload.php';
include 'header.php';

spl_autoload_register(function ($class) {
    require __DIR__ . '/src/' . str_replace('\\', '/', $class) . '.php';
});

function render($view, array $data)
{
    extract($data);
    include __DIR__ . "/views/$view.php";
}

const PAGES = ['home' => 'home.php', 'about' => 'about.php'];
$file = PAGES['home'];
include __DIR__ . '/pages/' . $file;
