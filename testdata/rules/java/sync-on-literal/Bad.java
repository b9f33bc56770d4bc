class Cache {
  void put(String k, String v) {
    synchronized ("cache") { // want "java/sync-on-literal"
      map.put(k, v);
    }
  }
}
