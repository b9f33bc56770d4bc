<?php
function save($order) {
    var_dump($order); // want "php/debug-output-left"
    print_r($order->items); // want "php/debug-output-left"
    return $order->save();
}
