<?php
$defaults = [
    'timeout' => 30,
    'retries' => 3,
    'timeout' => 60, // want "php/duplicate-array-key"
];
