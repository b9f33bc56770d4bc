<?php
function names($users) {
    $out = [];
    foreach ($users as $u) {
        array_push($out, $u->name); // want "php/array-push-single"
    }
    return $out;
}
