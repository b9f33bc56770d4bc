<?php
function find($term) {
    return shell_exec(escapeshellcmd("grep -r " . $term . " /srv/docs")); // want "php/escapeshellcmd-arguments"
}
system(escapeshellcmd("convert $src $dst")); // want "php/escapeshellcmd-arguments"
