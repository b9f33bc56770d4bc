class Cart {
  get size() {
    return this.items.length;
  }

  set size(n) {
    this.items.length = n;
  }

  static total(cart) {
    return cart.total();
  }

  total() {
    return this.items.reduce((a, b) => a + b.price, 0);
  }
}
