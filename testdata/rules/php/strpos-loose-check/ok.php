<?php
if (strpos($path, '/admin') === false) {
    allow();
}
if (stripos($header, 'bearer') !== 0) {
    deny();
}
if (str_contains($email, '@') || strlen($email) == 0) {
    send($email);
}
