import { writeFile, unlink as removeFile } from 'node:fs/promises';
import * as fsp from 'fs/promises';
import fs from 'node:fs';

export async function publish(dir: string, html: string): Promise<void> {
  fsp.mkdir(dir, { recursive: true }); // want "typescript/floating-fs-promise"
  writeFile(`${dir}/index.html`, html); // want "typescript/floating-fs-promise"
  removeFile(`${dir}/draft.html`); // want "typescript/floating-fs-promise"
  fs.promises.rm(`${dir}/.cache`, { recursive: true }); // want "typescript/floating-fs-promise"
}
