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
