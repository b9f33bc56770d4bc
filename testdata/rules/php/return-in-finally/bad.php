<?php
function load($store) {
    try {
        return $store->read();
    } finally {
        $store->close();
        return null; // want "php/return-in-finally"
    }
}
