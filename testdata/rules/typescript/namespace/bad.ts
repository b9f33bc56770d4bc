export namespace Geometry { // want "typescript/namespace"
  export const origin = { x: 0, y: 0 };
}

module Legacy { // want "typescript/namespace"
  export function f(): number {
    return 1;
  }
}
