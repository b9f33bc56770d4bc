export type Id = string | any; // want "typescript/redundant-type-constituent"
export type Input = unknown | number; // want "typescript/redundant-type-constituent"
export type Empty = string | never; // want "typescript/redundant-type-constituent"
