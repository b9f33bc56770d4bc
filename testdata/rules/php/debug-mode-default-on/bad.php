<?php
return [
    'name' => env('APP_NAME', 'Laravel'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', true), // want "php/debug-mode-default-on"
];
$legacy = [
    'name' => 'shop',
    'debug' => true, // want "php/debug-mode-default-on"
];
