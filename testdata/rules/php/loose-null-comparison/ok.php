<?php
function discount($code) {
    if ($code === null) {
        return 0;
    }
    return lookup($code) !== null ? 10 : 0;
}
