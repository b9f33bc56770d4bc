<?php
return [
    'driver' => env('SESSION_DRIVER', 'file'),
    'lifetime' => 120,
    'secure' => false, // want "php/session-cookie-config-insecure"
    'http_only' => false, // want "php/session-cookie-config-insecure"
    'same_site' => 'none', // want "php/session-cookie-config-insecure"
];
session_set_cookie_params(0, '/', '', true, false); // want "php/session-cookie-config-insecure"
