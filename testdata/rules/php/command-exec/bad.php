<?php
function backup($dir) {
    exec("tar czf /tmp/backup.tgz " . $dir); // want "php/command-exec: exec\\(\\) runs a command"
    passthru($cmd); // want "php/command-exec"
}
function listing($dir) {
    return Process::fromShellCommandline("ls -la " . $dir); // want "php/command-exec"
}
