<?php
$hash = password_hash($password, PASSWORD_BCRYPT, ['cost' => 12, 'salt' => $salt]); // want "php/password-hash-own-salt"
$legacy = crypt($password, '$1$rasmusle$'); // want "php/password-hash-own-salt"
$des = crypt($password, 'ab'); // want "php/password-hash-own-salt"
