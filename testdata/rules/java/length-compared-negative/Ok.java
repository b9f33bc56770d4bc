class Check {
  boolean empty(List<String> xs, String[] arr) {
    if (xs.isEmpty()) return true;
    return arr.length > 0;
  }
}
