<?php
$row = $stmt->fetch();
if ($row && password_verify($_POST['password'], $row['password_hash'])) {
    $_SESSION['user'] = $row['id'];
}
if ($_POST['password'] !== $_POST['password_confirmation']) {
    $errors[] = 'The passwords do not match';
}
if (md5($_POST['password']) == $row['password']) {
    legacy_login($row);
}
