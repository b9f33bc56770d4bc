<?php
function page() {
    $id = @$_GET['id']; // want "php/error-suppression"
    $name = @$user->name; // want "php/error-suppression"
    return [$id, $name];
}
