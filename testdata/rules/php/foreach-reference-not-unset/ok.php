<?php
function normalize(array $rows) {
    foreach ($rows as &$row) {
        $row['name'] = trim($row['name']);
    }
    unset($row);
    foreach ($rows as $row) {
        echo $row['name'];
    }
    return $rows;
}

function clear(array &$files) {
    foreach ($files as &$file) {
        $file['size'] = 0;
    }
}
