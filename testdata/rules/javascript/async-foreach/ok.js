async function saveAll(items) {
  for (const item of items) {
    await db.save(item);
  }
  await Promise.all(users.map(async (u) => notify(u)));
  items.forEach((item) => console.log(item));
}
