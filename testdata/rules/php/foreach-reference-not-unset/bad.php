<?php
function normalize(array $rows) {
    foreach ($rows as &$row) { // want "php/foreach-reference-not-unset"
        $row['name'] = trim($row['name']);
    }
    foreach ($rows as $row) {
        echo $row['name'];
    }
    return $rows;
}
