<?php
function collect(array $pages, array $defaults) {
    $parts = [];
    foreach ($pages as $page) {
        $parts[] = $page->items();
    }
    $config = array_merge($defaults, ['debug' => false]);
    return array_merge(...$parts);
}
