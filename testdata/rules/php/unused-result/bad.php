<?php
function clean($name, array $rows) {
    trim($name); // want "php/unused-result"
    array_filter($rows); // want "php/unused-result"
    return [$name, $rows];
}
