import { writeFile } from 'node:fs/promises';

const pending: string[] = [];

process.on('exit', async () => { // want "typescript/async-exit-listener"
  await writeFile('pending.json', JSON.stringify(pending));
});
