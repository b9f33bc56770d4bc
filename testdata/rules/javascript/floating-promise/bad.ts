export async function save(item: Item) {
  api.post('/items', item).then((res) => store.add(res.data)); // want "javascript/floating-promise"
  await audit(item);
}

export function upload(item: Item) {
  Promise.all(item.files.map(send)); // want "javascript/floating-promise"
}

export function cleanup(conn: Connection) {
  conn.close().catch(); // want "javascript/floating-promise"
  conn.flush().finally(() => log('flushed')); // want "javascript/floating-promise"
  Promise.reject(new Error('closed')); // want "javascript/floating-promise"
  [1, 2, 3].map(async (id) => remove(id)); // want "javascript/floating-promise"
}
