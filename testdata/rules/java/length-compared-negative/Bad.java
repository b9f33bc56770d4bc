class Check {
  boolean empty(List<String> xs, String[] arr) {
    if (xs.size() < 0) return true; // want "java/length-compared-negative"
    return arr.length >= 0; // want "java/length-compared-negative"
  }
}
