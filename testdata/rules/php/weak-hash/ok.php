<?php
$sig = hash_hmac('sha256', $payload, $secret);
$id = hash('sha256', $document);
$hash = password_hash($password, PASSWORD_DEFAULT);
