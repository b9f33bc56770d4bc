<?php
function names($users, $more) {
    $out = [];
    foreach ($users as $u) {
        $out[] = $u->name;
    }
    array_push($out, 'a', 'b');
    array_push($out, ...$more);
    return $out;
}
