<?php
function load($path) {
    try {
        return file_get_contents($path);
    } catch (RuntimeException $e) { // want "php/catch-rethrow-only"
        throw $e;
    }
}
