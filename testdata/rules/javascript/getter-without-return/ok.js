class Cart {
  get total() {
    return this.items.reduce((a, b) => a + b.price, 0);
  }

  get empty() {
    if (this.items.length === 0) {
      return true;
    }
    return false;
  }

  get broken() {
    throw new Error("not supported");
  }

  total2() {
    this.items.reduce((a, b) => a + b.price, 0);
  }
}
