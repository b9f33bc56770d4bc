<?php
function discount($code) {
    if ($code == null) { // want "php/loose-null-comparison"
        return 0;
    }
    return null != lookup($code) ? 10 : 0; // want "php/loose-null-comparison"
}
