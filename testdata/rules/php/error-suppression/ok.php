<?php
function load($file) {
    $data = file_get_contents($file);
    if ($data === false) {
        throw new RuntimeException("cannot read $file");
    }
    return $data;
}
