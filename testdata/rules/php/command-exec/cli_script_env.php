<?php
// A command-line script: its own arguments are the operator's, a line read from a file is not.
$args = array_slice($argv, 1);
function pingAll($fp) {
    while (($host = fgets($fp)) !== false) {
        passthru('ping -c1 ' . $host); // want "php/command-exec"
    }
}
