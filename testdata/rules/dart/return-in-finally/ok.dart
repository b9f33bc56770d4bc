Future<bool> upload(File file) async {
  try {
    await client.send(file);
    return true;
  } finally {
    await file.delete();
  }
}

void close(List<Sink> sinks) {
  try {
    flush();
  } finally {
    sinks.forEach((s) {
      if (s == null) return;
      s.close();
    });
  }
}
