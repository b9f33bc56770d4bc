export interface Measure {
  size(target: any): number;
  size(target: HTMLElement): { width: number; height: number }; // want "typescript/general-overload-first"
}

export function parse(input: unknown): unknown;
export function parse(input: string): Record<string, string>; // want "typescript/general-overload-first"
export function parse(input: unknown): unknown {
  return typeof input === "string" ? Object.fromEntries(new URLSearchParams(input)) : input;
}

declare function pick(node: any): any;
declare function pick(node: Element): Element; // want "typescript/general-overload-first"

declare module "legacy-dom" {
  export function find(query: any): any;
  export function find(query: string): Element; // want "typescript/general-overload-first"
}
