<?php
function collect(array $pages) {
    $all = [];
    foreach ($pages as $page) {
        $all = array_merge($all, $page->items()); // want "php/array-merge-in-loop"
    }
    return $all;
}
