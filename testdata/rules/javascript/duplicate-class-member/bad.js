class Cart {
  total() {
    return this.items.reduce((a, b) => a + b.price, 0);
  }

  total() {  // want "javascript/duplicate-class-member"
    return 0;
  }
}
