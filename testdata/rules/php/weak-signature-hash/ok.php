<?php
openssl_sign($payload, $signature, $privateKey, OPENSSL_ALGO_SHA256);
$ok = openssl_verify($payload, $signature, $publicKey, 'sha256WithRSAEncryption');
openssl_sign($payload, $signature, $privateKey);
