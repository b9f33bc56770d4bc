class Point {
  constructor(x, y) {
    if (x === undefined) {
      return;
    }
    this.x = x;
    this.y = y;
    this.toJSON = function () {
      return { x: this.x, y: this.y };
    };
    this.items = [1, 2].map((v) => {
      return { v };
    });
  }
  toObject() {
    return { x: this.x, y: this.y };
  }
}

class Registry {
  constructor() {
    if (Registry.instance) {
      return Registry.instance;
    }
    Registry.instance = this;
  }
}

const legacy = {
  constructor() {
    return {};
  },
};

function make() {
  class Inner {
    build() {
      return [];
    }
  }
  return new Inner();
}
