export interface Point {
  x: number;
  constructor(x: number): void; // want "typescript/misused-new"
}

export interface Shape {
  new (sides: number): Shape; // want "typescript/misused-new"
  area(): number;
}
