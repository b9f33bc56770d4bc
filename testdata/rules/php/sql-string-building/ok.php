<?php
function find(PDO $pdo, $name) {
    $stmt = $pdo->prepare('SELECT * FROM users WHERE name = ?');
    $stmt->execute([$name]);
    return $pdo->query('SELECT COUNT(*) FROM users');
}
