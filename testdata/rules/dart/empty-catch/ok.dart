import 'dart:io';

Future<void> cleanUp(Directory dir) async {
  try {
    await dir.delete(recursive: true);
  } catch (e) {
    // already gone: nothing to clean
  }
}

int parsePort(String s) {
  try {
    return int.parse(s);
  } on FormatException catch (_) {}
  return 8080;
}

void report(File f) {
  try {
    f.deleteSync();
  } catch (e, st) {
    print('could not delete ${f.path}: $e\n$st');
  }
}
