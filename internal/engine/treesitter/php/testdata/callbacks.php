<?php
// A callable from the request names any function.
$rows = array_map($_GET['format'], $rows); // want "php/code-injection"
usort($items, $_POST['compare']); // want "php/code-injection"
$rows = array_map('trim', $rows);
usort($items, fn ($a, $b) => $a <=> $b);
$sorter = in_array($_GET['sort'], ['strcmp', 'strnatcmp'], true) ? $_GET['sort'] : 'strcmp';
usort($items, $sorter);
