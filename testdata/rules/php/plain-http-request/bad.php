<?php
$rates = file_get_contents('http://api.rates.io/latest.json'); // want "php/plain-http-request"
$ch = curl_init("http://payments.partner.io/charge"); // want "php/plain-http-request"
