<?php
function count_ok($items) {
    $n = 0;
    $last = 0;
    foreach ($items as $item) {
        if ($item->ok) {
            $n++;
            $last = $n++;
        }
    }
    return $n + $last;
}
