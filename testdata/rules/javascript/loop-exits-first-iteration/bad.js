function findUser(users, id) {
  for (let i = 0; i < users.length; i++) {
    if (users[i].id === id) {
      return users[i];
    }
    return null; // want "javascript/loop-exits-first-iteration"
  }
}

function firstValid(rows) {
  for (const row of rows) {
    if (!row.valid) {
      log(row);
    }
    throw new Error("no valid row"); // want "javascript/loop-exits-first-iteration"
  }
}

function waitFor(queue) {
  while (queue.length) {
    const job = queue.shift();
    if (job.ready) {
      return job;
    }
    return undefined; // want "javascript/loop-exits-first-iteration"
  }
}
