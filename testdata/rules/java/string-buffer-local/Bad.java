class Csv {
  String join(List<String> xs) {
    StringBuffer sb = new StringBuffer(); // want "java/string-buffer-local"
    for (String x : xs) sb.append(x).append(',');
    return sb.toString();
  }
}
