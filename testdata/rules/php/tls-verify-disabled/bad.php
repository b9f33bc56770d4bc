<?php
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false); // want "php/tls-verify-disabled"
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0); // want "php/tls-verify-disabled"
$ctx = stream_context_create(['ssl' => ['verify_peer' => false]]); // want "php/tls-verify-disabled"
$res = $client->request('GET', $url, ['verify' => false]); // want "php/tls-verify-disabled"
curl_setopt_array($ch, [CURLOPT_SSL_VERIFYPEER => false]); // want "php/tls-verify-disabled"
$ctx = stream_context_create(['ssl' => ['allow_self_signed' => true]]); // want "php/tls-verify-disabled"
$response = Http::withoutVerifying()->get($url); // want "php/tls-verify-disabled"
$pdo = new PDO($dsn, $user, $pass, [PDO::MYSQL_ATTR_SSL_CA => '/etc/ssl/ca.pem', PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT => false]); // want "php/tls-verify-disabled"
mysqli_real_connect($db, $host, $user, $pass, 'app', 3306, null, MYSQLI_CLIENT_SSL_DONT_VERIFY_SERVER_CERT); // want "php/tls-verify-disabled"
$response = wp_remote_get($feed_url, array('timeout' => 10, 'sslverify' => false)); // want "php/tls-verify-disabled"
add_filter('https_ssl_verify', '__return_false'); // want "php/tls-verify-disabled"

// a condition that holds in production too, or the other branch
if (App::environment('local') || $this->insecure) {
    $request = $request->withoutVerifying(); // want "php/tls-verify-disabled"
}
if (!App::environment('local')) {
    $request = $request->withoutVerifying(); // want "php/tls-verify-disabled"
}
if (App::environment('local')) {
    $client = new \GuzzleHttp\Client();
} else {
    $client = new \GuzzleHttp\Client(['verify' => false]); // want "php/tls-verify-disabled"
}
