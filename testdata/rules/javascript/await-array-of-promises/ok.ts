async function saveAll(items: Item[], db: Db) {
  const saved = await Promise.all(items.map(async (item) => db.save(item)));
  const names = await items.map((item) => item.name);
  return [saved, names];
}
