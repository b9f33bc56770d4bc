async function saveAll(items: Item[], db: Db) {
  const saved = await items.map(async (item) => db.save(item)); // want "javascript/await-array-of-promises"
  await Promise.all(items.forEach(async (item) => db.index(item))); // want "javascript/await-array-of-promises"
  return saved;
}
