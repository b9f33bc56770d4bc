<?php
session_start();
$_SESSION['theme'] = $_POST['theme'] === 'dark' ? 'dark' : 'light';
$_SESSION['cart'][] = (int) $_POST['item'];
$key = 'last_seen';
$_SESSION[$key] = time();
