<?php
$enc = openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
$enc = openssl_encrypt($data, 'aes-256-cbc', $key, 0, $iv);
$enc = openssl_encrypt($data, "aes-256-gcm", $key, OPENSSL_RAW_DATA, $iv, $tag);
$enc = openssl_encrypt($data, "$algo-ecb", $key);
openssl_seal($data, $sealed, $keys, [$publicKey], 'aes-256-cbc', $iv);
$legacy = mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, $data, MCRYPT_MODE_CBC, $iv);
