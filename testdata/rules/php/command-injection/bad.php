<?php
$host = $_GET['host'];
system("ping -c 1 " . $host); // want "php/command-injection: .*\\$_GET\\['host'\\] \\(line 2\\) → \\$host"
$out = shell_exec("nslookup {$_POST['domain']}"); // want "php/command-injection"
$files = `ls {$_REQUEST['dir']}`; // want "php/command-injection"
