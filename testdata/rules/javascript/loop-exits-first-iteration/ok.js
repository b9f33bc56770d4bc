function findUser(users, id) {
  for (let i = 0; i < users.length; i++) {
    if (users[i].id === id) {
      return users[i];
    }
  }
  return null;
}

function firstOf(set) {
  for (const value of set) {
    return value;
  }
  return undefined;
}

function nextReady(queue) {
  for (const job of queue) {
    if (!job.ready) {
      continue;
    }
    return job;
  }
  return null;
}

function retry(attempts) {
  for (let i = 0; i < attempts; i++) {
    try {
      return run();
    } catch (e) {
      if (i === attempts - 1) throw e;
    }
  }
}

function scan(items) {
  for (const item of items) {
    if (item.done) {
      break;
    }
    process(item);
  }
}
