<?php
function login($user, $password) {
    if (strcmp($password, $user->password) == 0) { // want "php/strcmp-loose-comparison"
        return true;
    }
    if (!strcasecmp($user->name, 'admin')) { // want "php/strcmp-loose-comparison"
        return false;
    }
}
