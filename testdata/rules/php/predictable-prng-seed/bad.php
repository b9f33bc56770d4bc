<?php
function token() {
    mt_srand(time()); // want "php/predictable-prng-seed"
    srand((int) microtime(true) * 1000); // want "php/predictable-prng-seed"
    mt_srand(1234); // want "php/predictable-prng-seed"
    return mt_rand();
}
