export type Id = string | number;
export type Status = 'on' | 'off';
export type MaybeUser = { name: string } | null | undefined;
export type Handler = ((e: Event) => void) | null;
export type Both = { a: number } & { b: string };
export type Radii =
  | number // [all-corners]
  | [number] // [all-corners]
  | [number, number];
// a repeated member is typescript/duplicate-type-constituent's finding
export type Twice = 'on' | 'off' | 'off';
