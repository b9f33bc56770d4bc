<?php
function backup($dir) {
    exec("tar czf /tmp/backup.tgz " . escapeshellarg($dir));
    exec('uptime');
}
function listing($dir) {
    $p = new Process(['ls', '-la', $dir]);
    return Process::fromShellCommandline('ls -la "$DIR"');
}
