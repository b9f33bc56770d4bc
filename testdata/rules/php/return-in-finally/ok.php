<?php
function load($store) {
    $v = null;
    try {
        $v = $store->read();
    } finally {
        $store->close();
    }
    return $v;
}
