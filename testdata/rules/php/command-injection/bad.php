<?php
$host = $_GET['host'];
system("ping -c 1 " . $host); // want "php/command-injection: .*\\$_GET\\['host'\\] \\(line 2\\) → \\$host"
$out = shell_exec("nslookup {$_POST['domain']}"); // want "php/command-injection"
$files = `ls {$_REQUEST['dir']}`; // want "php/command-injection"

// The same functions reached through a callable, and a shell's -c
// argument in the argv forms that skip the shell.
$run = 'system';
$run("whois " . $_GET['domain']); // want "php/command-injection"
call_user_func('passthru', "dig " . $_GET['name']); // want "php/command-injection"
call_user_func_array('exec', ["host " . $_POST['addr'], &$lines]); // want "php/command-injection"
$proc = proc_open(['/bin/sh', '-c', $_POST['script']], [1 => ['pipe', 'w']], $pipes); // want "php/command-injection"
pcntl_exec('/bin/bash', ['-c', $_GET['task']]); // want "php/command-injection"

use Symfony\Component\Process\Process;

function archive(\Illuminate\Http\Request $request) {
    Process::fromShellCommandline('tar czf backup.tgz ' . $request->input('dir'))->run(); // want "php/command-injection"
    Process::run("du -sh {$request->path}"); // want "php/command-injection"
}
