<?php
$url = $_GET['url'];
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $url); // want "php/ssrf"
$body = file_get_contents("http://" . $_POST['host'] . "/status"); // want "php/ssrf"

class FetchController extends Controller
{
    public function fetch(Request $request)
    {
        return Http::get($request->input('feed')); // want "php/ssrf"
    }
}

function wp_fetch() {
    return wp_remote_get(sanitize_text_field($_GET['src'])); // want "php/ssrf"
}

function probe() {
    $fp = fsockopen($_GET['host'], 80, $errno, $errstr, 5); // want "php/ssrf"
    $size = getimagesize($_POST['avatar_url']); // want "php/ssrf"
    $soap = new SoapClient($_GET['wsdl']); // want "php/ssrf"
}
