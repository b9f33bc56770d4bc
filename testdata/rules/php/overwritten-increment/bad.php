<?php
function count_ok($items) {
    $n = 0;
    foreach ($items as $item) {
        if ($item->ok) {
            $n = $n++; // want "php/overwritten-increment"
        }
    }
    return $n;
}
