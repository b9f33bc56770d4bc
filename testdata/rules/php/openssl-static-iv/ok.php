<?php
$iv = random_bytes(openssl_cipher_iv_length('aes-256-gcm'));
$cipher = openssl_encrypt($plain, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
$plain = openssl_decrypt($data, 'aes-256-cbc', $key, 0, substr($blob, 0, 16));
$hex = openssl_encrypt($plain, 'aes-128-ctr', $key, 0, "$nonce");

function sealToken(string $token, string $key): string
{
    $iv = random_bytes(16);
    return base64_encode($iv . openssl_encrypt($token, 'aes-128-cbc', $key, OPENSSL_RAW_DATA, $iv));
}
