export async function save(item: Item) {
  api.post('/items', item).then((res) => store.add(res.data)); // want "javascript/floating-promise"
  await audit(item);
}

export function upload(item: Item) {
  Promise.all(item.files.map(send)); // want "javascript/floating-promise"
}
