<?php
$token = bin2hex(random_bytes(32));
$resetCode = random_int(100000, 999999);
$colour = $colours[array_rand($colours)];
$delay = mt_rand(1, 5);
