<?php
session_start();
if (empty($_SESSION['user'])) {
    header('Location: /login.php');
    exit;
}
echo render_dashboard($_SESSION['user']);

function to_home() {
    header("Location: /");
    http_response_code(302);
    die();
}

function moved() {
    header('Content-Type: text/plain');
    echo "moved";
}
