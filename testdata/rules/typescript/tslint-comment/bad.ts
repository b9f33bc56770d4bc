// tslint:disable-next-line:no-any // want "typescript/tslint-comment"
export const x: unknown = load();
/* tslint:disable */ // want "typescript/tslint-comment"
