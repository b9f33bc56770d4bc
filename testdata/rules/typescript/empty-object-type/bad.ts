let options: {} = {}; // want "typescript/empty-object-type"
type Empty = {}; // want "typescript/empty-object-type"
export function wrap(props: Record<string, {}>): void {} // want "typescript/empty-object-type"
