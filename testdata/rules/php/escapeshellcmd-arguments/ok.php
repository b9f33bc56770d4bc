<?php
function find($term) {
    return shell_exec('grep -r -- ' . escapeshellarg($term) . ' /srv/docs');
}
system(escapeshellcmd($configuredCommand));
