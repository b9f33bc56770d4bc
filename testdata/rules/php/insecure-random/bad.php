<?php
$token = md5(rand()); // want "php/insecure-random"
$resetCode = mt_rand(100000, 999999); // want "php/insecure-random"
function generateApiKey() {
    return substr(str_shuffle('abcdefghijklmnopqrstuvwxyz0123456789'), 0, 32); // want "php/insecure-random"
}
