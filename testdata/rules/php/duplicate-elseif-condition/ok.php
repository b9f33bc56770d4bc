<?php
function label($n) {
    if ($n < 0) {
        return 'negative';
    } elseif ($n == 0) {
        return 'zero';
    } elseif ($n < 10) {
        return 'small';
    }
    return 'positive';
}
