export function parse(input: unknown): Config {
  try {
    const raw = JSON.parse(String(input)) as any;
    return { list: raw.items };
  } catch (e: any) {
    throw new Error(e.message);
  }
}
export type Fn<T extends (...args: any[]) => any> = (...args: Parameters<T>) => void;
interface Handler {
  handle(value: any): void;
}
declare function legacy(x: any): any;
