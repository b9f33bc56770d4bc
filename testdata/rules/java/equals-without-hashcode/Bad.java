class Point { // want "java/equals-without-hashcode"
  int x, y;
  @Override
  public boolean equals(Object o) {
    return o instanceof Point p && p.x == x && p.y == y;
  }
}
