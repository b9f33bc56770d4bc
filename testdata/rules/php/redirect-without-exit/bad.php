<?php
session_start();
if (empty($_SESSION['user'])) {
    header('Location: /login.php'); // want "php/redirect-without-exit"
}
echo render_dashboard($_SESSION['user']);

function to_home() {
    header("Location: /"); // want "php/redirect-without-exit"
    log_visit();
}
