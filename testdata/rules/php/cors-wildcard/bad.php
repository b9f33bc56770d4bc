<?php
header("Access-Control-Allow-Origin: *"); // want "php/cors-wildcard"
header('Access-Control-Allow-Credentials: true');
echo json_encode($account);
$response->headers->set('Access-Control-Allow-Origin', '*'); // want "php/cors-wildcard"
return response()->json($data)->header('Access-Control-Allow-Origin', '*'); // want "php/cors-wildcard"
return $response->withHeaders(['Access-Control-Allow-Origin' => '*']); // want "php/cors-wildcard"
return [
    'paths' => ['api/*'],
    'allowed_origins' => ['*'], // want "php/cors-wildcard"
    'supports_credentials' => true,
];
