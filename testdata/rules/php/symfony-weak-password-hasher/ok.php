<?php
use Symfony\Component\PasswordHasher\Hasher\NativePasswordHasher;
$hasher = new NativePasswordHasher();
$sodium = new SodiumPasswordHasher();
