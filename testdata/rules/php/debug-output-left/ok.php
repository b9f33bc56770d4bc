<?php
function save($order, $logger) {
    $logger->debug('saving order', ['items' => print_r($order->items, true)]);
    return $order->save();
}
