<?php
setcookie('session', $sid); // want "php/insecure-cookie"
setcookie('remember', $token, time() + 86400, '/', '', false, true); // want "php/insecure-cookie: Cookie set without the Secure flag"
setcookie('prefs', $prefs, ['expires' => time() + 3600, 'path' => '/', 'secure' => true]); // want "php/insecure-cookie: .*HttpOnly"
