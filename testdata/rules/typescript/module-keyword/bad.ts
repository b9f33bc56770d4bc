declare module Legacy.Api { // want "typescript/module-keyword"
  export function call(): void;
}
declare module Globals { // want "typescript/module-keyword"
  const version: string;
}
