export class Singleton {
  private constructor() {}
  static readonly instance = new Singleton();
}

export class Service {
  constructor(private readonly url: string) {}
}

export class Counter {
  count: number;
  constructor() {
    this.count = 0;
  }
}

export class Base {}
export class Derived extends Base {
  constructor() {}
}
