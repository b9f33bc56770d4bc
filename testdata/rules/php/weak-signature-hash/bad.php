<?php
openssl_sign($payload, $signature, $privateKey, OPENSSL_ALGO_SHA1); // want "php/weak-signature-hash"
$ok = openssl_verify($payload, $signature, $publicKey, 'md5'); // want "php/weak-signature-hash"
