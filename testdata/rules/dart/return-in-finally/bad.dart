Future<bool> upload(File file) async {
  try {
    await client.send(file);
  } finally {
    await file.delete();
    return true; // want "dart/return-in-finally"
  }
}
