<?php
function load($file) {
    $data = @file_get_contents($file); // want "php/error-suppression"
    return $data;
}
