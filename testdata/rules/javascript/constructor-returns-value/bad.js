class Point {
  constructor(x, y) {
    if (typeof x !== "number") {
      return { x: 0, y: 0 }; // want "javascript/constructor-returns-value"
    }
    this.x = x;
    this.y = y;
  }
  norm() {
    return Math.hypot(this.x, this.y);
  }
}

class Flag {
  constructor(on) {
    this.on = on;
    return true; // want "javascript/constructor-returns-value"
  }
}
