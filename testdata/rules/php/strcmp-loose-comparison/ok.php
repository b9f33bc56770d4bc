<?php
function login($user, $password) {
    if (hash_equals($user->password, $password)) {
        return true;
    }
    if (strcmp($a, $b) === 0) {
        return false;
    }
    usort($list, fn($a, $b) => strcmp($a->name, $b->name));
}
