class Clean {
  void prune(List<String> names, List<String> out) {
    names.removeIf(String::isEmpty);
    for (String n : names) {
      out.add(n.trim());
    }
    for (String n : names) {
      if (n.isEmpty()) {
        names.remove(n);
        break;
      }
    }
  }
}
