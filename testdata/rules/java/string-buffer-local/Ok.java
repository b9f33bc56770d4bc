class Csv {
  String join(List<String> xs) {
    StringBuilder sb = new StringBuilder();
    for (String x : xs) sb.append(x).append(',');
    return sb.toString();
  }
}
