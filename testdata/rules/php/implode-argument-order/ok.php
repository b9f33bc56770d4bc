<?php
function csv($items, $sep) {
    return implode(',', $items) . implode($sep, $items);
}
