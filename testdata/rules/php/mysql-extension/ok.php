<?php
$pdo = new PDO('mysql:host=db;dbname=app', 'app', getenv('DB_PASS'));
$stmt = $pdo->prepare('SELECT id FROM users WHERE id = ?');
$stmt->execute([$id]);
$res = mysqli_query($link, 'SELECT 1');
