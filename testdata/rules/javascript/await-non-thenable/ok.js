const { setTimeout: sleep } = require('node:timers/promises');

async function drain(db, cursor) {
  // a MongoDB cursor's forEach returns a promise
  await cursor.forEach((doc) => db.run(doc));
  await Promise.all(Object.entries(db.pending).map(([k, v]) => db.set(k, v)));
  await sleep(100);
}

module.exports = { drain };
