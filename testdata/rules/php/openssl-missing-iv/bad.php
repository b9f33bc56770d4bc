<?php
$c = openssl_encrypt($data, 'aes-256-cbc', $key); // want "php/openssl-missing-iv"
$d = openssl_encrypt($data, "AES-128-CTR", $key, OPENSSL_RAW_DATA); // want "php/openssl-missing-iv"
