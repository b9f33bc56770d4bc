export enum Level { // want "typescript/mixed-enum"
  Low = 1,
  High = 'high',
}
