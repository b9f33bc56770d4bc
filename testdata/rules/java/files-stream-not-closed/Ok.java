class Count {
  long count(Path p) throws IOException {
    try (Stream<String> lines = Files.lines(p)) {
      return lines.filter(l -> !l.isBlank()).count();
    }
  }
  List<String> all(Path p) throws IOException {
    return Files.readAllLines(p).stream().toList();
  }
}
