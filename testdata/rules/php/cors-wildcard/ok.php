<?php
$allowed = ['https://app.example.com'];
if (in_array($_SERVER['HTTP_ORIGIN'] ?? '', $allowed, true)) {
    header('Access-Control-Allow-Origin: ' . $_SERVER['HTTP_ORIGIN']);
    header('Vary: Origin');
}
echo json_encode($account);
$response->headers->set('Access-Control-Allow-Origin', 'https://app.example.com');
$response->headers->set('Cache-Control', '*');
return [
    'paths' => ['api/*'],
    'allowed_origins' => ['https://app.example.com'],
    'supports_credentials' => true,
];
