<?php
function price($plan) {
    switch ($plan) {
        case 'pro':
        case 'team':
            return 20;
        case 'basic':
            $total = 10;
            break;
        case 'trial':
            $total = 5;
            // fall through
        case 'free':
            $total = $total ?? 0;
            break;
        case 'legacy':
            throw new InvalidArgumentException('gone');
        default:
            $total = 0;
    }
    return $total;
}
