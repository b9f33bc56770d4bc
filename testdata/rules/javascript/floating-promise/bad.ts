export function save(item: Item) {
  api.post('/items', item).then((res) => store.add(res.data)); // want "javascript/floating-promise"
  Promise.all(item.files.map(upload)); // want "javascript/floating-promise"
}
