<?php
$allowed = ['https://app.example.com'];
if (in_array($_SERVER['HTTP_ORIGIN'] ?? '', $allowed, true)) {
    header('Access-Control-Allow-Origin: ' . $_SERVER['HTTP_ORIGIN']);
    header('Vary: Origin');
}
echo json_encode($account);
