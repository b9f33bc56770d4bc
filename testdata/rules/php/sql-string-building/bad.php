<?php
function find(PDO $pdo, $name) {
    return $pdo->query("SELECT * FROM users WHERE name = '" . $name . "'"); // want "php/sql-string-building"
}
function del(mysqli $db, $table) {
    mysqli_query($db, "DELETE FROM $table WHERE expired = 1"); // want "php/sql-string-building"
}
function wp_find($status) {
    global $wpdb;
    return $wpdb->get_results("SELECT * FROM {$wpdb->posts} WHERE post_status = '$status'"); // want "php/sql-string-building"
}
function named(PDO $pdo, $order) {
    $stmt = $pdo->prepare("SELECT * FROM users ORDER BY " . $order); // want "php/sql-string-building"
    return DB::table('users')->whereRaw("id NOT IN (SELECT user_id FROM bans WHERE reason = '" . $order . "')")->get(); // want "php/sql-string-building"
}
$r = sqlsrv_query($conn, "SELECT * FROM t WHERE id = " . $id); // want "php/sql-string-building"
function laravel_static($id, $sort) {
    DB::insert("INSERT INTO audit (user_id) VALUES ($id)"); // want "php/sql-string-building"
}
