<?php
setcookie('session', $sid, ['secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
setcookie('remember', $token, time() + 86400, '/', '', true, true);
setcookie('logout', null);
setcookie('cart', $cart, $options);
