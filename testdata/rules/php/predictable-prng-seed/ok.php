<?php
function token() {
    mt_srand($seedFromConfig);
    return bin2hex(random_bytes(16));
}
