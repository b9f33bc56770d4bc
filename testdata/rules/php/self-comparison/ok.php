<?php
function same($a, $b) {
    return $a->id === $b->id;
}
