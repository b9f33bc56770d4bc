<?php
function fee($user) {
    if ($user->isPremium()) /* want "php/identical-branches" */ {
        $rate = 0.01;
    } else {
        $rate = 0.01;
    }
    return $rate;
}
