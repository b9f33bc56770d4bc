<?php
return [
    'driver' => env('SESSION_DRIVER', 'file'),
    'lifetime' => 120,
    'secure' => env('SESSION_SECURE_COOKIE', true),
    'http_only' => true,
    'same_site' => 'lax',
];
$mailer = ['host' => 'smtp.example.com', 'secure' => false];
session_set_cookie_params(0, '/', '', true, true);
