<?php
$cipher = openssl_encrypt($plain, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, '1234567890123456'); // want "php/openssl-static-iv"
$plain = openssl_decrypt($data, 'aes-256-cbc', $key, 0, "fedcba9876543210"); // want "php/openssl-static-iv"

function sealToken(string $token, string $key): string
{
    $iv = 'a1b2c3d4e5f60718';
    return base64_encode(openssl_encrypt($token, 'aes-128-cbc', $key, OPENSSL_RAW_DATA, $iv)); // want "php/openssl-static-iv"
}
