import { promises as fsp } from 'fs';

export async function rotate(log: string): Promise<void> {
  fsp.rename(log, `${log}.1`); // want "typescript/floating-fs-promise"
  await fsp.writeFile(log, '');
}
