<?php
$sig = md5($payload . $secret); // want "php/weak-hash"
$id = sha1($document); // want "php/weak-hash"
$mac = hash_hmac('md5', $body, $key); // want "php/weak-hash"
