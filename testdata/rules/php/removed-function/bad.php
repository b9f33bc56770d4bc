<?php
if (ereg('^[a-z]+$', $name)) { // want "php/removed-function"
    while (list($k, $v) = each($opts)) { // want "php/removed-function"
        echo $k;
    }
}
$iv = mcrypt_create_iv(16); // want "php/removed-function"
