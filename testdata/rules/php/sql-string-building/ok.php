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
