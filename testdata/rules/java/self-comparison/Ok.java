class Cmp {
  boolean same(Order a, Order b) {
    return a.id == b.id;
  }
}

class NaNCheck {
    boolean isNaN(double x) {
        return x != x;
    }
}
