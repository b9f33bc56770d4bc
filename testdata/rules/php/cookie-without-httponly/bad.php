<?php
setcookie('prefs', $prefs, ['expires' => time() + 3600, 'path' => '/', 'secure' => true]); // want "php/cookie-without-httponly"
setcookie('remember', $token, time() + 86400, '/', '', true); // want "php/cookie-without-httponly"
setcookie('remember', $token, time() + 86400, '/', '', true, false); // want "php/cookie-without-httponly: setcookie\\(\\) sets a cookie without the HttpOnly flag"
setcookie('id', $id, $expires); // want "php/cookie-without-httponly"
