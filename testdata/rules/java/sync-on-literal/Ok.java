class Cache {
  private final Object lock = new Object();
  void put(String k, String v) {
    synchronized (lock) {
      map.put(k, v);
    }
  }
}
