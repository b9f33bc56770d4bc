<?php
session_start();
$_SESSION[$_POST['key']] = $_POST['value']; // want "php/session-key-from-request"
$name = $_GET['pref'];
$_SESSION[$name] = true; // want "php/session-key-from-request"
