<?php
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, 'https://api.example.com/items/' . urlencode($_GET['id']));
$body = file_get_contents("https://api.example.com/status?q=" . $_POST['q']);

class FetchController extends Controller
{
    public function fetch(Request $request)
    {
        return Http::get('https://feeds.example.com/' . $request->input('feed'));
    }
}

function wp_fetch() {
    return wp_safe_remote_get(esc_url_raw($_GET['src']));
}

function probe() {
    $fp = fsockopen('tls://smtp.example.com', 465);
    $size = getimagesize(__DIR__ . '/logo.png');
    $soap = new SoapClient('https://api.example.com/service?wsdl');
}
