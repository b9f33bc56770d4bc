<?php
function same($a, $b) {
    return $a->id === $a->id; // want "php/self-comparison"
}
