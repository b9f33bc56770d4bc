export interface Shape {
  area(): number;
}

export interface ShapeConstructor {
  new (sides: number): Shape;
}

export class Square implements Shape {
  constructor(private side: number) {}
  area(): number {
    return this.side ** 2;
  }
}
