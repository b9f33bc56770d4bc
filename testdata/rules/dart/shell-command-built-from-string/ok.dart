import 'dart:io';

Future<void> thumbnail(String input) async {
  await Process.run('convert', [input, '-resize', '128x128', 'thumb.png']);
}

Future<ProcessResult> checkout(String branch) {
  return Process.run('git', ['checkout', branch]);
}

Future<ProcessResult> flutterVersion() => Process.run('flutter --version', [], runInShell: true);

Future<void> build() => Process.run('sh', ['-c', 'make clean && make']);

String _shellQuote(String s) => "'${s.replaceAll("'", "'\\''")}'";

Future<void> ssh(String host, String remote) => Process.run('sh', ['-c', 'ssh ${_shellQuote(host)} ${_shellQuote(remote)}']);
