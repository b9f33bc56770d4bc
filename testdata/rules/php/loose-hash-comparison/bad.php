<?php
if (md5($password) == $user->password_hash) { // want "php/loose-hash-comparison"
    login($user);
}
if ($signature != hash_hmac('sha256', $body, $secret)) { // want "php/loose-hash-comparison"
    http_response_code(403);
}
