<?php
function total(array $items) {
    $sum = 0;
    for ($i = 0, $n = count($items); $i < $n; $i++) {
        $sum += $items[$i]->price;
    }
    foreach ($items as $item) {
        $sum += $item->tax;
    }
    return $sum;
}
