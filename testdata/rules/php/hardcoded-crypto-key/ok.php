<?php
function seal($data) {
    $iv = random_bytes(16);
    return openssl_encrypt($data, 'aes-256-gcm', base64_decode(getenv('APP_KEY')), 0, $iv, $tag);
}
$sig = hash_hmac('sha256', $payload, $secret);
