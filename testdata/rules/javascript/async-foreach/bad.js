async function saveAll(items) {
  items.forEach(async (item) => { // want "javascript/async-foreach"
    await db.save(item);
  });
  users.forEach(async function (u) { await notify(u); }); // want "javascript/async-foreach"
}
