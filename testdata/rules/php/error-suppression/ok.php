<?php
function page($dir, $user) {
    $id = $_GET['id'] ?? null;
    if (!@mkdir($dir, 0755, true) && !is_dir($dir)) {
        throw new RuntimeException("cannot create $dir");
    }
    $data = @file_get_contents($dir . '/x');
    if ($data === false) {
        return null;
    }
    return [$id, $user->name ?? '', $data];
}
