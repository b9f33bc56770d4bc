<?php
header("Access-Control-Allow-Origin: *"); // want "php/cors-wildcard"
header('Access-Control-Allow-Credentials: true');
echo json_encode($account);
