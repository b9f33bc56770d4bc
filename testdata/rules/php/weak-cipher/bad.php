<?php
$enc = openssl_encrypt($data, 'des-cbc', $key, 0, $iv); // want "php/weak-cipher"
$enc = openssl_encrypt($data, 'aes-128-ecb', $key); // want "php/weak-cipher"
$enc = openssl_encrypt($data, 'rc4', $key); // want "php/weak-cipher"
