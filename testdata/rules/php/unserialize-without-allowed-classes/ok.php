<?php
function restore($cache, $key) {
    $raw = $cache->get($key);
    $data = json_decode($raw, true);
    return unserialize($raw, ['allowed_classes' => false]);
}
