import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

const pending: string[] = [];

process.on('exit', () => {
  writeFileSync('pending.json', JSON.stringify(pending));
});

// beforeExit may schedule more work
process.on('beforeExit', async () => {
  await writeFile('pending.json', JSON.stringify(pending));
});

process.on('SIGTERM', async () => {
  await writeFile('pending.json', JSON.stringify(pending));
  process.exit(0);
});
