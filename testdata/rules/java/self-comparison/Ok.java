class Cmp {
  boolean same(Order a, Order b) {
    return a.id == b.id;
  }
}
