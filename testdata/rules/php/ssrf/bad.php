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
