<?php
$hash = password_hash($password, PASSWORD_BCRYPT, ['cost' => 4]); // want "php/weak-kdf-work-factor"
$key = hash_pbkdf2('sha256', $password, $salt, 1000); // want "php/weak-kdf-work-factor"
