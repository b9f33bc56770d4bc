<?php
function find_user(mysqli $db) {
    $id = $_GET['id'];
    $sql = "SELECT * FROM users WHERE id = '$id'";
    $res = mysqli_query($db, $sql); // want "php/sql-injection: .*\\$_GET\\['id'\\] \\(line 3\\) → \\$id \\(line 3\\) → \\$sql \\(line 4\\)"
    return mysqli_fetch_assoc($res);
}

function search(PDO $pdo) {
    return $pdo->query("SELECT * FROM posts WHERE title LIKE '%" . $_POST['q'] . "%'"); // want "php/sql-injection"
}

class UserController {
    public function index(Request $request) {
        return DB::select("SELECT * FROM users WHERE name = '" . $request->input('name') . "'"); // want "php/sql-injection"
    }
    public function filter(Request $request) {
        $status = $request->query('status');
        return Order::whereRaw("status = '$status'")->get(); // want "php/sql-injection"
    }
}

function wp_lookup() {
    global $wpdb;
    $slug = $_GET['slug'];
    return $wpdb->get_results("SELECT * FROM {$wpdb->posts} WHERE post_name = '$slug'"); // want "php/sql-injection"
}

// Laravel's dynamic request properties are the request's input.
class ReportController
{
    public function show(\Illuminate\Http\Request $request)
    {
        return DB::select("SELECT * FROM reports WHERE owner = '{$request->owner}'"); // want "php/sql-injection"
    }
}
