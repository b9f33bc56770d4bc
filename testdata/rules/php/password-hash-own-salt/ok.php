<?php
$hash = password_hash($password, PASSWORD_BCRYPT, ['cost' => 12]);
$ok = hash_equals($stored, crypt($password, $stored));
