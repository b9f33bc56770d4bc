<?php
function restore($cache, $key) {
    $raw = $cache->get($key);
    return unserialize($raw); // want "php/unserialize-without-allowed-classes"
}
