export interface Measure {
  size(target: HTMLElement): { width: number; height: number };
  size(target: any): number;
  size(target: any, unit: string): number;
}

export function parse(input: string): Record<string, string>;
export function parse(input: unknown): unknown;
export function parse(input: unknown): unknown {
  return typeof input === "string" ? Object.fromEntries(new URLSearchParams(input)) : input;
}

declare function log(value: any): void;
declare function log(value: any, level: string): void;
declare function other(value: any): void;
declare function pick(node: Element): Element;
