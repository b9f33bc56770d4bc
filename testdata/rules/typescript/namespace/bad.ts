export namespace Geometry { // want "typescript/namespace"
  export const origin = { x: 0, y: 0 };
}

module Legacy { // want "typescript/namespace"
  export function f(): number {
    return 1;
  }
}

export namespace Chat { // want "typescript/namespace"
  export type Message = { id: string };
  export function create(id: string): Message {
    return { id };
  }
}

namespace Flags { // want "typescript/namespace"
  export enum Kind { A, B }
}

namespace Setup { // want "typescript/namespace"
  register("setup");
}
