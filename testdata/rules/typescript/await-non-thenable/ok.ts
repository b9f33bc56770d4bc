import { setTimeout as sleep } from 'node:timers/promises';
import { setTimeout } from 'node:timers/promises';

interface Cursor { forEach(fn: (doc: unknown) => void): Promise<void> }

async function saveAll(db: { save(x: string): Promise<void> }, cursor: Cursor, ids: string[]) {
  // a MongoDB cursor's forEach returns a promise
  await cursor.forEach((doc) => console.log(doc));
  await Promise.all(ids.map((id) => db.save(id)));
  for (const id of ids) {
    await db.save(id);
  }
  await new Promise((resolve) => globalThis.setTimeout(resolve, 100));
  await sleep(100);
  await setTimeout(500, 'value');
}
