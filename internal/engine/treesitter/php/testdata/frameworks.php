<?php
// What the model rows (models/php_*.yml) say, each with a safe twin.
use Symfony\Component\HttpFoundation\Request;

$req = Request::createFromGlobals();
echo $req->query->get('q'); // want "php/xss"
echo $req->query->getInt('page');

class OrderController extends AbstractController
{
    public function show(Request $request)
    {
        $conn->executeQuery("SELECT * FROM o WHERE id = " . $request->query->get('id')); // want "php/sql-injection"
        $conn->executeQuery("SELECT * FROM o WHERE id = " . $request->query->getInt('id'));
        echo $request->server->get('HTTP_REFERER'); // want "php/xss"
        echo $request->server->get('SERVER_NAME');
        return $this->redirect($request->query->get('next')); // want "php/open-redirect"
    }
}

function laravel(Illuminate\Http\Request $request)
{
    DB::select("SELECT * FROM u WHERE n = '" . $request->input('n') . "'"); // want "php/sql-injection"
    DB::select("SELECT * FROM u WHERE n = ?", [$request->input('n')]);
    echo e($request->input('n'));
    echo $request->ip();
    return redirect()->away($request->input('next')); // want "php/open-redirect"
}

$u = $_SERVER['HTTP_USER_AGENT'];
echo $u; // want "php/xss"
echo $_SERVER['SERVER_NAME'];
move_uploaded_file($_FILES['doc']['tmp_name'], '/up/' . $_FILES['doc']['name']); // want "php/path-traversal"
move_uploaded_file($_FILES['doc']['tmp_name'], '/up/' . basename($_FILES['doc']['name']));
$ids = array_map('intval', $_GET['ids']);
mysqli_query($db, "SELECT * FROM t WHERE id IN (" . implode(',', $ids) . ")");
$names = array_map('trim', $_GET['names']);
mysqli_query($db, "SELECT * FROM t WHERE n IN ('" . implode("','", $names) . "')"); // want "php/sql-injection"
mysqli_query($db, sprintf("SELECT * FROM t WHERE id = %d", $_GET['id']));
mysqli_query($db, sprintf("SELECT * FROM t WHERE n = '%s'", $_GET['n'])); // want "php/sql-injection"
header('Location: ' . $_GET['next']); // want "php/open-redirect"
header('Location: /home?from=' . $_GET['next']);
header('X-Request-Id: ' . $_GET['id']); // want "php/header-injection"
$o = unserialize($_COOKIE['o']); // want "php/unserialize"
$o = unserialize($_COOKIE['o'], ['allowed_classes' => false]);
curl_setopt($ch, CURLOPT_URL, $_GET['url']); // want "php/ssrf"
curl_setopt($ch, CURLOPT_TIMEOUT, $_GET['t']);
$x = simplexml_load_string($_POST['xml'], 'SimpleXMLElement', LIBXML_NOENT); // want "php/xxe"
$x = simplexml_load_string($_POST['xml']);
$f = filter_input(INPUT_GET, 'f', FILTER_VALIDATE_INT);
mysqli_query($db, "SELECT * FROM t WHERE id = $f");
$g = filter_input(INPUT_GET, 'g');
echo $g; // want "php/xss"

Http::withHeaders(['X-A' => 'b'])->get($_GET['url']); // want "php/ssrf"
Http::withHeaders(['X-A' => 'b'])->get('https://api.example.com/v1/items?q=' . $_GET['q']);
$http = HttpClient::create();
$http->request('GET', $_GET['feed']); // want "php/ssrf"
$http->request('GET', 'https://feeds.example.com/rss?f=' . $_GET['feed']);
// the host is the application's value ($lang), the request data only the query
$lang = app()->getLocale();
$wq = http_build_query(['titles' => $_GET['topic']]);
Http::get("https://$lang.wikipedia.org/w/api.php?$wq");
Http::get('https://' . $lang . '.wikipedia.org/w/api.php?titles=' . $_GET['topic']);
Http::get("https://$lang" . $_GET['host'] . '/w/api.php'); // want "php/ssrf"
$guzzle = new GuzzleHttp\Client(['timeout' => 2]);
$guzzle->get($_GET['url']); // want "php/ssrf"
$hook = new \GuzzleHttp\Client();
$hook->post($_GET['hook']); // want "php/ssrf"
$bare = new Client(['base_uri' => 'https://api.example.com']);
$bare->get($_GET['next']); // want "php/ssrf"
// Predis\Client is a Redis client: its get() reads a key and fetches no URL
$redis = new Predis\Client(['scheme' => 'tcp', 'host' => 'redis-master', 'port' => 6379]);
echo json_encode($redis->get($_GET['key']));
$redis->set($_GET['key'], 'seen');
// what a Redis read returns is the store's value, not the key it was asked for
print('{"data": "' . $redis->get($_GET['key']) . '"}');
$cache = new Redis();
$cache->connect('127.0.0.1');
echo $cache->hGet('greetings', $_GET['lang']);
echo 'Unknown key ' . $_GET['key']; // want "php/xss"

function page(Request $request)
{
    return new Response('<p>' . $request->query->get('q') . '</p>'); // want "php/xss"
}
function page2(Request $request)
{
    return new Response('<p>' . htmlspecialchars($request->query->get('q')) . '</p>');
}
wp_die('Unknown item ' . $_GET['item']); // want "php/xss"
wp_die('Unknown item ' . esc_html($_GET['item']));
mail('admin@example.com', 'Contact', $_POST['msg'], 'From: ' . $_POST['from']); // want "php/header-injection"
mail('admin@example.com', 'Contact', $_POST['msg'], 'From: site@example.com');
mail('admin@example.com', 'Contact', 'hi', '', '-f' . $_POST['sender']); // want "php/command-injection"
mail('admin@example.com', 'Contact', 'hi', '', '-f' . escapeshellarg($_POST['sender']));

$out = new GuzzleHttp\Psr7\Request('GET', 'https://api.example.com/items');
echo $out->getUri();

function lastSeen(\Predis\Client $cache, \GuzzleHttp\Client $api)
{
    $api->get($_GET['callback']); // want "php/ssrf"
    return $cache->get('seen:' . $_GET['user']);
}
