<?php
$hash = password_hash($password, PASSWORD_DEFAULT);
$hash2 = password_hash($password, PASSWORD_BCRYPT, ['cost' => 12]);
$key = hash_pbkdf2('sha256', $password, $salt, 600000);
