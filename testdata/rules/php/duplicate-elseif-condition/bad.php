<?php
function label($n) {
    if ($n < 0) {
        return 'negative';
    } elseif ($n == 0) {
        return 'zero';
    } elseif ($n < 0) { // want "php/duplicate-elseif-condition"
        return 'small';
    }
    return 'positive';
}
