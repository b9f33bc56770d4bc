<?php
$enc = openssl_encrypt($data, 'des-cbc', $key, 0, $iv); // want "php/weak-cipher"
$enc = openssl_encrypt($data, 'aes-128-ecb', $key); // want "php/weak-cipher"
$enc = openssl_encrypt($data, 'rc4', $key); // want "php/weak-cipher"
$enc = openssl_encrypt($data, "des-ede3", $key); // want "php/weak-cipher"
openssl_seal($data, $sealed, $keys, [$publicKey]); // want "php/weak-cipher"
openssl_open($sealed, $data, $envKey, $privateKey, 'RC4'); // want "php/weak-cipher"
