export async function save(item: Item) {
  api.post('/items', item).then((res) => store.add(res.data)).catch(reportError);
  api.post('/items', item).then(onSaved, onFailed);
  await Promise.all(item.files.map(upload));
  void Promise.allSettled(item.files.map(upload));
  return fetch('/x').then((r) => r.json());
}

export function load() {
  loadFonts().then((fonts) => setFonts(fonts));
}

export function cleanup(conn: Connection) {
  conn.close().catch(reportError);
  conn.flush().catch(reportError).finally(() => log('flushed'));
  conn.flush().then(done, (err) => reportError(err)).finally(() => log('flushed'));
  conn.flush().then(done, reportError).finally(stop);
  void Promise.reject(new Error('closed'));
  const pending = [1, 2, 3].map(async (id) => remove(id));
  [1, 2, 3].map((id) => remove(id));
  return Promise.all(pending);
}
