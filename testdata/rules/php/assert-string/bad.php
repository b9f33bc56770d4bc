<?php
function check($expr, $x) {
    assert("$x > 0"); // want "php/assert-string"
    assert($expr); // want "php/assert-string"
}
