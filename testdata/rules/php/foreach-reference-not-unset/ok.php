<?php
function normalize(array $rows) {
    foreach ($rows as &$row) {
        $row['name'] = trim($row['name']);
    }
    unset($row);
    foreach ($rows as $k => $r) {
        $rows[$k]['seen'] = true;
    }
    return $rows;
}
