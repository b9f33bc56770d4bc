<?php
function backup($dir) {
    exec("tar czf /tmp/backup.tgz " . escapeshellarg($dir));
    exec('uptime');
}
