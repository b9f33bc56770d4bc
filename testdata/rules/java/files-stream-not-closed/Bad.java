class Count {
  long count(Path p) throws IOException {
    return Files.lines(p).filter(l -> !l.isBlank()).count(); // want "java/files-stream-not-closed"
  }
  List<Path> children(Path d) throws IOException {
    return Files.list(d).collect(Collectors.toList()); // want "java/files-stream-not-closed"
  }
}
