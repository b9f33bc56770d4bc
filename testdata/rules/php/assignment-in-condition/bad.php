<?php
function check($status) {
    if ($status = 5) { // want "php/assignment-in-condition"
        return "done";
    }
    return "pending";
}
