<?php
function search(array $rows) {
    $pattern = $_GET['pattern'];
    return preg_grep($pattern, $rows); // want "php/regex-from-request"
}
if (preg_match('/' . $_POST['q'] . '/i', $title)) { // want "php/regex-from-request"
    echo 'found';
}
