function read() {
  try {
    return parse();
  } finally {
    cleanup();
  }
}
