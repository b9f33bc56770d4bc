<?php
function fee($user) {
    if ($user->isPremium()) {
        $rate = 0.01;
    } elseif ($user->isTrial()) {
        $rate = 0.02;
    } else {
        $rate = 0.01;
    }
    return $rate;
}
