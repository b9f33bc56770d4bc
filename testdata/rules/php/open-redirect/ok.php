<?php
header("Location: /dashboard");
header("Content-Type: " . $_GET['type']);
$allowed = ['home' => '/', 'account' => '/account'];
header("Location: " . $allowed['home']);
