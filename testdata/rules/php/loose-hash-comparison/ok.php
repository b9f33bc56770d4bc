<?php
if (password_verify($password, $user->password_hash)) {
    login($user);
}
if (!hash_equals(hash_hmac('sha256', $body, $secret), $signature)) {
    http_response_code(403);
}
if (md5($a) === md5($b)) {
    echo "same";
}
