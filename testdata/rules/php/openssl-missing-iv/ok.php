<?php
$iv = random_bytes(openssl_cipher_iv_length('aes-256-cbc'));
$c = openssl_encrypt($data, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, $iv);
$e = openssl_encrypt($data, $cipher, $key);
