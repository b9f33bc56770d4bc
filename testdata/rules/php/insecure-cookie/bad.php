<?php
setcookie('session', $sid); // want "php/insecure-cookie"
setcookie('remember', $token, time() + 86400, '/', '', false, true); // want "php/insecure-cookie: setcookie\\(\\) sets a cookie without the Secure flag"
setrawcookie('theme', rawurlencode($t), ['expires' => time() + 3600, 'path' => '/', 'httponly' => true]); // want "php/insecure-cookie"
setcookie('id', $id, time() + 60, '/app', 'example.com'); // want "php/insecure-cookie"
setcookie('sid', $id, ['secure' => false, 'httponly' => true]); // want "php/insecure-cookie"
setcookie('sid', $id, secure: false, httponly: true); // want "php/insecure-cookie"
