<?php
setcookie('session', $sid, ['expires' => 0, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
setcookie('remember', $token, time() + 86400, '/', '', true, true);
setcookie('remember', '', time() - 3600, '/');
setcookie('cart', $cart, $options);
setcookie('wp', $v, ['secure' => is_ssl(), 'httponly' => true]);
setcookie('named', $v, secure: true, httponly: true);
setcookie('sid', $id, ['secure' => isset($_SERVER['HTTPS']), 'httponly' => true]);
setcookie('sid', $id, ['secure' => config('session.secure'), 'httponly' => env('COOKIE_HTTPONLY', true)]);
