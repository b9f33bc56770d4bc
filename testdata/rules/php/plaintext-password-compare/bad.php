<?php
$row = $stmt->fetch();
if ($row && $_POST['password'] == $row['password']) { // want "php/plaintext-password-compare"
    $_SESSION['user'] = $row['id'];
}
$pass = $_POST['pass'];
if ($user->password === $pass) { // want "php/plaintext-password-compare"
    login($user);
}
