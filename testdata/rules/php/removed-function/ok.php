<?php
if (preg_match('/^[a-z]+$/', $name)) {
    foreach ($opts as $k => $v) {
        echo $k;
    }
}
$iv = random_bytes(16);
