function index(rows) {
  let ids = [];
  let byId = {};
  for (const row of rows) {
    ids = [...ids, row.id]; // want "javascript/spread-accumulation-in-loop"
    byId = { ...byId, [row.id]: row }; // want "javascript/spread-accumulation-in-loop"
  }
  return { ids, byId };
}
