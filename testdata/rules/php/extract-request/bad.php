<?php
function handle() {
    $isAdmin = false;
    extract($_POST); // want "php/extract-request"
    if ($isAdmin) {
        grant();
    }
}
