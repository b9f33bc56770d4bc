<?php
function seal($data) {
    $iv = random_bytes(16);
    return openssl_encrypt($data, 'aes-256-cbc', 'my-secret-key-123', 0, $iv); // want "php/hardcoded-crypto-key"
}
$sig = hash_hmac('sha256', $payload, "webhook-signing-secret"); // want "php/hardcoded-crypto-key"
