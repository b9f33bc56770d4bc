async function saveAll(db: { save(x: string): Promise<void> }, ids: string[], csv: string) {
  await ids.forEach((id) => db.save(id)); // want "typescript/await-non-thenable"
  await Object.keys(process.env).forEach((k) => db.save(k)); // want "typescript/await-non-thenable"
  await csv.split(',').forEach(function (cell) { db.save(cell); }); // want "typescript/await-non-thenable"
  await setTimeout(() => db.save('done'), 500); // want "typescript/await-non-thenable"
}
