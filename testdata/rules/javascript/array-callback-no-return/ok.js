const names = users.map((u) => {
  return u.name.toUpperCase();
});
const adults = people.filter((p) => p.age >= 18);
const checked = rows.map((r) => { if (!r) throw new Error("empty"); return r; });
users.forEach((u) => { u.name.toUpperCase(); });
await Promise.all(files.map(async (f) => { await upload(f); }));
// map run only for its effect, its array thrown away: forEach would say it
// better, but no undefined result is used.
newTable.columns.map((col) => {
  renameSequence(col);
});
rows.filter((r) => { seen.add(r.id); });
