let options: Record<string, never> = {};
type Loose = string & {};
type Named = 'a' | 'b' | (string & {});
let data: { id: number } = { id: 1 };
export function wrap(props: object): void {}
