<?php
if ($_POST['csrf_token'] != $_SESSION['csrf_token']) { // want "php/secret-compared-loosely"
    http_response_code(403);
    exit;
}
if ($signature === $expectedSignature) { // want "php/secret-compared-loosely"
    process($payload);
}
