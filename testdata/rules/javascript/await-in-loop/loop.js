async function load(ids) {
  const out = [];
  for (const id of ids) {
    out.push(await db.get(id)); // want "await-in-loop"
  }
  return out;
}
async function save(users) {
  for (let i = 0; i < users.length; i++) {
    await api.post('/users', users[i]); // want "await-in-loop"
  }
}
async function texts(items) {
  const out = {};
  for (const item of items) {
    out[item.type] = await (await item.getType(item.type)).text(); // want "await-in-loop"
  }
  return out;
}
