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
