export function prune(ids: string[], tags: Array<string>, index: number): void {
  delete ids[index]; // want "typescript/array-delete"
  delete tags[0]; // want "typescript/array-delete"
  const queue = [1, 2, 3];
  delete queue[1]; // want "typescript/array-delete"
}

declare function load(): number[];
export function drop(i: number): number[] {
  const list: number[] = load();
  delete list[i]; // want "typescript/array-delete"
  return list;
}
