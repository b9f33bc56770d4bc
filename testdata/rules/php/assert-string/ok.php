<?php
function check($x, $isValid) {
    assert($x > 0);
    assert($isValid);
    assert(is_int($x), 'x must be an int');
}
