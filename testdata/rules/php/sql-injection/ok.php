<?php
function find_user(PDO $pdo) {
    $stmt = $pdo->prepare('SELECT * FROM users WHERE id = ?');
    $stmt->execute([$_GET['id']]);
    return $stmt->fetch();
}

function by_page(mysqli $db) {
    $page = intval($_GET['page']);
    return mysqli_query($db, "SELECT * FROM posts LIMIT 10 OFFSET " . ($page * 10));
}

function quoted(PDO $pdo) {
    return $pdo->query("SELECT * FROM t WHERE name = " . $pdo->quote($_GET['name']));
}

function laravel(Request $request) {
    return DB::select('SELECT * FROM users WHERE name = ?', [$request->input('name')]);
}

function reassigned(mysqli $db) {
    $id = $_GET['id'];
    $id = 42;
    return mysqli_query($db, "SELECT * FROM users WHERE id = $id");
}

function wp_lookup() {
    global $wpdb;
    $slug = $_GET['slug'];
    return $wpdb->get_results($wpdb->prepare("SELECT * FROM {$wpdb->posts} WHERE post_name = %s", $slug));
}

class ReportController
{
    public function show(\Illuminate\Http\Request $request, \Doctrine\DBAL\Connection $conn)
    {
        $rows = DB::select('SELECT * FROM reports WHERE owner = ?', [$request->owner]);
        $id = $request->query->getInt('id');
        return $conn->fetchAllAssociative("SELECT * FROM reports WHERE id = " . $id);
    }
}
