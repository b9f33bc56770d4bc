<?php
function clean($name, array $rows) {
    $name = trim($name);
    $rows = array_filter($rows);
    sort($rows);
    array_push($rows, $name);
    return [$name, $rows];
}
