<?php
$rates = file_get_contents('https://api.rates.io/latest.json');
$health = file_get_contents('http://localhost:8080/health');
$ch = curl_init($url);
