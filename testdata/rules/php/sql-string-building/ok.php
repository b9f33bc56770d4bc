<?php
function find(PDO $pdo, $name) {
    $stmt = $pdo->prepare('SELECT * FROM users WHERE name = ?');
    $stmt->execute([$name]);
    return $pdo->query('SELECT COUNT(*) FROM users');
}

function wp_count() {
    global $wpdb;
    return $wpdb->query("SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_status = 'publish'");
}
function wp_find($status) {
    global $wpdb;
    return $wpdb->get_results($wpdb->prepare("SELECT * FROM {$wpdb->posts} WHERE post_status = %s", $status));
}
class Utility {
    public function list_fields($table) {
        return $this->db->query('SHOW COLUMNS FROM ' . $this->db->protect_identifiers($table));
    }
    public function by_name(PDO $pdo, $name) {
        return $pdo->query('SELECT * FROM users WHERE name = ' . $pdo->quote($name));
    }
}
function laravel_static($id) {
    $users = User::whereRaw('id = ?', [$id])->get();
    DB::insert('INSERT INTO audit (user_id) VALUES (?)', [$id]);
    Cache::delete("user:" . $id);
}
