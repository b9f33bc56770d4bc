import { writeFile, watch } from 'node:fs/promises';
import * as fsp from 'fs/promises';
import fs from 'node:fs';
import { mkdir } from './store';

export async function publish(dir: string, html: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true });
  await writeFile(`${dir}/index.html`, html);
  // dropped on purpose, and said so
  void fsp.rm(`${dir}/.cache`, { recursive: true });
  fsp.unlink(`${dir}/draft.html`).catch(() => undefined);
  // the callback and synchronous forms return no promise
  fs.writeFileSync(`${dir}/stamp`, String(Date.now()));
  fs.unlink(`${dir}/old`, () => undefined);
  // a function of the project's own module
  mkdir(dir);
  const changes = watch(dir);
  return Promise.all([fsp.stat(dir), changes]).then(() => undefined);
}
