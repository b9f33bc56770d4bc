export interface Handler { // want "typescript/prefer-function-type"
  (event: Event): void;
}

export type Formatter = { // want "typescript/prefer-function-type"
  (value: number): string;
};
