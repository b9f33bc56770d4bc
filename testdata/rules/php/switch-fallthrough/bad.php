<?php
function price($plan) {
    $total = 0;
    switch ($plan) {
        case 'pro': // want "php/switch-fallthrough"
            $total += 20;
        case 'basic':
            $total += 10;
            break;
        default:
            $total = 0;
    }
    return $total;
}
