import { readFile } from 'fs/promises';
import type { Stats } from 'fs';
import { join } from 'path';
import { writeFile } from 'fs/promises'; // want "module-imported-twice"

export async function copy(dir: string, s: Stats) {
  await writeFile(join(dir, 'b'), await readFile(join(dir, 'a')));
  return s.size;
}
