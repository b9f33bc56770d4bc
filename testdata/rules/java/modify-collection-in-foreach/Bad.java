class Clean {
  void prune(List<String> names) {
    for (String n : names) {
      if (n.isEmpty()) {
        names.remove(n); // want "java/modify-collection-in-foreach"
      }
    }
    for (String n : names) names.add(n.trim()); // want "java/modify-collection-in-foreach"
  }
}
