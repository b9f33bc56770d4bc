<?php
$key = openssl_pkey_new(['private_key_bits' => 1024, 'private_key_type' => OPENSSL_KEYTYPE_RSA]); // want "php/weak-rsa-key"
$dsa = openssl_pkey_new(array("private_key_bits" => 512)); // want "php/weak-rsa-key"
