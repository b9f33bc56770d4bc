<?php
$hash = md5($password); // want "php/weak-password-hash"
$stored = sha1($salt . $_POST['passwd']); // want "php/weak-password-hash"
$legacy = hash('md4', $user['password']); // want "php/weak-password-hash"
