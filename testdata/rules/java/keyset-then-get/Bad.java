class Report {
  void print(Map<String, Integer> counts) {
    for (String k : counts.keySet()) { // want "java/keyset-then-get"
      System.out.println(k + "=" + counts.get(k));
    }
  }
}
