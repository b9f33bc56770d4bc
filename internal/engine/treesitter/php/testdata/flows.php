<?php
function build_query($table, $name) {
    return "SELECT * FROM $table WHERE name = '" . $name . "'";
}
function run_sql($db, $sql) {
    return mysqli_query($db, $sql); // want "php/sql-injection: .*\\$_GET\\['n'\\]"
}
function clean_id($v) {
    return (int) $v;
}

$q = build_query('users', $_GET['n']);
run_sql($db, $q);
mysqli_query($db, "SELECT * FROM t WHERE id = " . clean_id($_GET['id']));

$cfg = ['safe' => 'uptime', 'bad' => $_GET['cmd']];
system($cfg['safe']);
system($cfg['bad']); // want "php/command-injection"

$mode = 'fixed';
if ($mode === 'fixed') {
    $file = 'report.txt';
} else {
    $file = $_GET['file'];
}
readfile($file);

switch ('b') {
    case 'a':
        $target = $_GET['t'];
        break;
    case 'b':
        $target = '/home';
        break;
}
header('Location: ' . $target);

$esc = mysqli_real_escape_string($db, $_GET['name']);
mysqli_query($db, "SELECT * FROM u WHERE name = '$esc'");
mysqli_query($db, "SELECT * FROM u WHERE id = $esc"); // want "php/sql-injection"

$page = $_GET['page'];
if (!in_array($page, ['home', 'about'], true)) {
    exit;
}
include __DIR__ . '/pages/' . $page . '.php';

$sort = $_GET['sort'];
if (!preg_match('/^[a-z_]+$/', $sort)) {
    die('bad sort');
}
mysqli_query($db, "SELECT * FROM t ORDER BY $sort");

list($a, $b) = [$_GET['a'], 'const'];
echo $b;
echo $a; // want "php/xss"

class ReportController extends Controller
{
    public function show($id)
    {
        return DB::select("SELECT * FROM reports WHERE id = $id"); // want "php/sql-injection"
    }

    public function export(Request $request)
    {
        $name = $this->fileName($request->input('name'));
        return response()->download(storage_path('reports/' . $name));
    }

    private function fileName($raw)
    {
        return basename($raw);
    }
}

// Records stored at keys chosen at run time keep their own fields: only the
// field that took request data is tainted.
function validate($names) {
    $fields = [];
    foreach ($names as $name) {
        $fields[$name] = ['rule' => 'trim', 'value' => null];
    }
    foreach ($names as $name) {
        $fields[$name]['value'] = $_POST[$name];
    }
    foreach ($fields as $name => $row) {
        $check = $row['rule'];
        $check($row['value']);
        system($row['value']); // want "php/command-injection"
    }
}

// A variable that is null on one branch and an upload on the other: its
// tmp_name is PHP's path, its name the client's.
function store($field) {
    if (isset($_FILES[$field])) {
        $upload = $_FILES[$field];
    } else {
        $upload = null;
    }
    copy($upload['tmp_name'], '/var/uploads/incoming');
    copy('/tmp/x', '/var/uploads/' . $upload['name']); // want "php/path-traversal"
}

// print_r(x, true) returns the dump instead of printing it.
function dump_get() {
    foreach ($_GET as $key => $val) {
        $shown = '<pre>' . htmlspecialchars(print_r($val, TRUE), ENT_QUOTES) . '</pre>';
        echo $shown;
        print_r($val); // want "php/xss"
        var_export($_GET['q']); // want "php/xss"
        $code = var_export($_GET['q'], true);
    }
}
