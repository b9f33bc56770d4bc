<?php
function search(array $rows) {
    $pattern = '/' . preg_quote($_GET['q'], '/') . '/i';
    return preg_grep($pattern, $rows);
}
preg_match('/^[a-z]+$/', $_GET['name']);
