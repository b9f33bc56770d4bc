<?php
$key = openssl_pkey_new(['private_key_bits' => 2048, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
$big = openssl_pkey_new(['private_key_bits' => 4096]);
