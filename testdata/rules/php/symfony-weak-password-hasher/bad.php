<?php
use Symfony\Component\PasswordHasher\Hasher\PlaintextPasswordHasher;
$hasher = new PlaintextPasswordHasher(); // want "php/symfony-weak-password-hasher"
$encoder = new \Symfony\Component\Security\Core\Encoder\MessageDigestPasswordEncoder('md5', false, 1); // want "php/symfony-weak-password-hasher"
$legacy = new MessageDigestPasswordHasher('sha512'); // want "php/symfony-weak-password-hasher"
