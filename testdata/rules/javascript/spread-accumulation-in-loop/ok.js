function index(rows, defaults) {
  const ids = [];
  const byId = {};
  for (const row of rows) {
    ids.push(row.id);
    byId[row.id] = row;
  }
  const settings = { ...defaults, rows: ids.length };
  return { ids, byId, settings };
}

function mark(state, ids) {
  let next = state;
  for (const id of ids) {
    next = { ...next, lastId: id };
  }
  return next;
}
