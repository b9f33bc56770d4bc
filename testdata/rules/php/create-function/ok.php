<?php
$sorter = function ($a, $b) use ($key) {
    return strcmp($a[$key], $b[$key]);
};
usort($rows, $sorter);
