function read() {
  try {
    return parse();
  } finally {
    return null; // want "javascript/return-in-finally"
  }
}
