export type Id = string | number | string; // want "typescript/duplicate-type-constituent"
export type Status = "open" | "open"; // want "typescript/duplicate-type-constituent"
export type Both = Named & Timestamped & Named; // want "typescript/duplicate-type-constituent"
export function parse(value: string | null | undefined | null): string { // want "typescript/duplicate-type-constituent"
  return value ?? "";
}
