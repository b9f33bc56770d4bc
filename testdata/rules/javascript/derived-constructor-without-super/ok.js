class NotFoundError extends Error {
  constructor(resource) {
    super(`${resource} not found`);
    this.name = "NotFoundError";
  }
}

class Wrapper extends Base {
  constructor(options) {
    if (options.cached) {
      return cache.get(options.key);
    }
    super(options);
  }
}

class Plain {
  constructor(name) {
    this.name = name;
  }
}

class Quiet extends Base {
  log() {
    this.write("x");
  }
}

class Dictionary extends null {
  constructor() {
    return Object.create(Dictionary.prototype);
  }
}

class AbstractShape extends Base {
  constructor() {
    throw new TypeError("AbstractShape cannot be constructed");
  }
}
