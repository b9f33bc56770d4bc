<?php
function csv($items) {
    return implode($items, ','); // want "php/implode-argument-order"
}
