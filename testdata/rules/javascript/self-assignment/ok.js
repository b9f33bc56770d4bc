class User {
  constructor(name) {
    this.name = name;
  }
  touch() {
    this.items = this.items;
  }
}
let total = subtotal;
tree.package = tree.package;
