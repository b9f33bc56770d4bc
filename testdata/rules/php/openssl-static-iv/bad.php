<?php
$cipher = openssl_encrypt($plain, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, '1234567890123456'); // want "php/openssl-static-iv"
$plain = openssl_decrypt($data, 'aes-256-cbc', $key, 0, "fedcba9876543210"); // want "php/openssl-static-iv"
