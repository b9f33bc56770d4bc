<?php
$hash = password_hash($password, PASSWORD_DEFAULT);
$etag = md5($content);
$mac = hash('sha256', $password . $pepper);
$tokenHash = hash('md5', $passwordResetToken);
