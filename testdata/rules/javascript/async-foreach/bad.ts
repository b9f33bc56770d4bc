export async function saveAll(items: Item[]): Promise<void> {
  items.forEach(async (item: Item) => { // want "javascript/async-foreach"
    await db.save(item);
  });
}
