class Report {
  void print(Map<String, Integer> counts) {
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      System.out.println(e.getKey() + "=" + e.getValue());
    }
    for (String k : counts.keySet()) {
      System.out.println(k);
    }
  }
}
