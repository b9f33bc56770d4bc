const queue = [];

async function drain(db) {
  await queue.forEach((job) => db.run(job)); // want "javascript/await-non-thenable"
  await Object.entries(db.pending).forEach(([k, v]) => db.set(k, v)); // want "javascript/await-non-thenable"
  await setTimeout(() => db.close(), 100); // want "javascript/await-non-thenable"
}

module.exports = { drain };
