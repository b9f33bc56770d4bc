import 'dart:io';

Future<void> cleanUp(Directory dir) async {
  try {
    await dir.delete(recursive: true);
  } catch (e) {} // want "dart/empty-catch"
}

int parsePort(String s) {
  try {
    return int.parse(s);
  } on FormatException catch (e) {} // want "dart/empty-catch"
  return 8080;
}
