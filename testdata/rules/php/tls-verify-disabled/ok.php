<?php
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
curl_setopt($ch, CURLOPT_CAINFO, '/etc/ssl/private-ca.pem');
$ctx = stream_context_create(['ssl' => ['verify_peer' => true, 'cafile' => '/etc/ssl/ca.pem']]);
$res = $client->request('GET', $url, ['verify' => '/etc/ssl/ca.pem']);
$ctx = stream_context_create(['ssl' => ['allow_self_signed' => false]]);
$response = Http::withOptions(['verify' => '/etc/ssl/ca.pem'])->get($url);
$pdo = new PDO($dsn, $user, $pass, [PDO::MYSQL_ATTR_SSL_CA => '/etc/ssl/ca.pem', PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT => true]);
mysqli_real_connect($db, $host, $user, $pass, 'app', 3306, null, MYSQLI_CLIENT_SSL);
$response = wp_remote_get($feed_url, array('timeout' => 10, 'sslverify' => true));
add_filter('https_ssl_verify', '__return_true');

// only on a developer's machine (Laravel's local environment)
if (App::environment('local') && $provider instanceof AbstractProvider) {
    $provider->setHttpClient(new \GuzzleHttp\Client(['verify' => false]));
}
if (App::isLocal()) {
    $request = $request->withoutVerifying();
}
