<?php
function total(array $items) {
    $sum = 0;
    for ($i = 0; $i < count($items); $i++) { // want "php/count-in-loop-condition"
        $sum += $items[$i]->price;
    }
    return $sum;
}
