export enum Level {
  Low = 1,
  High = 2,
}
export enum Color {
  Red = 'red',
  Blue = 'blue',
}
export enum Auto {
  A,
  B,
}
