class Cmp {
  boolean same(Order a, Order b) {
    return a.id == a.id; // want "java/self-comparison"
  }
}
