import 'dart:io';

Future<void> thumbnail(String input) async {
  await Process.run('sh', ['-c', 'convert $input -resize 128x128 thumb.png']); // want "dart/shell-command-built-from-string"
}

Future<ProcessResult> checkout(String branch) {
  return Process.run('git checkout $branch', [], runInShell: true); // want "dart/shell-command-built-from-string"
}
