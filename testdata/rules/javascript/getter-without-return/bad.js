class Cart {
  get total() {  // want "javascript/getter-without-return"
    this.items.reduce((a, b) => a + b.price, 0);
  }
}
