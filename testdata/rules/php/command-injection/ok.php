<?php
$host = $_GET['host'];
system("ping -c 1 " . escapeshellarg($host));
exec('uptime');
$n = (int) $_GET['n'];
passthru("seq 1 $n");
