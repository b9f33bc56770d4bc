<?php
$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASSWORD'));
$link = mysqli_connect('localhost', 'root', '', 'shop');
$test = new PDO('sqlite::memory:');
