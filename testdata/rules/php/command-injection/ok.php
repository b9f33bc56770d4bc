<?php
$host = $_GET['host'];
system("ping -c 1 " . escapeshellarg($host));
exec('uptime');
$n = (int) $_GET['n'];
passthru("seq 1 $n");

$run = 'system';
$run('uptime');
call_user_func('passthru', 'dig ' . escapeshellarg($_GET['name']));
call_user_func_array('exec', ['hostname', &$lines]);
$proc = proc_open(['ping', '-c', '1', $_POST['addr']], [1 => ['pipe', 'w']], $pipes);
$proc = proc_open(['/bin/sh', '-c', 'echo "$1"', 'sh', $_POST['msg']], [1 => ['pipe', 'w']], $pipes);
pcntl_exec('/usr/bin/convert', [$_GET['in'], 'out.png']);
$names = array_map('strtoupper', [$_GET['a'], $_GET['b']]);
echo call_user_func('htmlspecialchars', $_GET['q']);

use Symfony\Component\Process\Process;

function archive(\Illuminate\Http\Request $request) {
    $process = new Process(['tar', 'czf', 'backup.tgz', $request->input('dir')]);
    $process->run();
    Process::fromShellCommandline('tar czf backup.tgz "$DIR"')->run(null, ['DIR' => $request->input('dir')]);
}
