export type Id = string | number;
export type Status = "open" | "closed" | "merged";
export type Both = Named & Timestamped;
export type Pair = [string, string];
export type Handler = ((a: string) => void) | ((a: number) => void);
export type Nested = (string | number) | boolean;
export type Maybe<T> = T | null | undefined;
export function parse(value: string | null | undefined): string {
  return value ?? "";
}
