<?php
$defaults = [
    'timeout' => 30,
    'retries' => 3,
    'connect_timeout' => 60,
];
$list = ['a', 'a', 'b'];
