<?php
if (!hash_equals($_SESSION['csrf_token'], $_POST['csrf_token'] ?? '')) {
    http_response_code(403);
    exit;
}
if ($token === null || $token_type === $other_token_type) {
    return;
}
