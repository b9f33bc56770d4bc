<?php
$enc = openssl_encrypt($data, 'des-cbc', $key, 0, $iv); // want "php/weak-cipher"
$enc = openssl_encrypt($data, 'aes-128-ecb', $key); // want "php/weak-cipher"
$enc = openssl_encrypt($data, 'rc4', $key); // want "php/weak-cipher"
$enc = openssl_encrypt($data, "des-ede3", $key); // want "php/weak-cipher"
openssl_seal($data, $sealed, $keys, [$publicKey]); // want "php/weak-cipher"
openssl_open($sealed, $data, $envKey, $privateKey, 'RC4'); // want "php/weak-cipher"
$legacy = mcrypt_encrypt(MCRYPT_BLOWFISH, $key, $data, MCRYPT_MODE_CBC, $iv); // want "php/weak-cipher"
$legacy = mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, $data, MCRYPT_MODE_ECB); // want "php/weak-cipher"

function encryptField(string $value, string $key): string
{
    return openssl_encrypt($value, 'bf-cbc', $key); // want "php/weak-cipher"
}
