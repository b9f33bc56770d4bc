async function byId(id) {
  return pool.query(`SELECT * FROM users WHERE id = ${id}`); // want "javascript/sql-built-from-values"
}
async function remove(db, table, id) {
  await db.execute('DELETE FROM ' + table + ' WHERE id = 1'); // want "javascript/sql-built-from-values"
}
function sorted(knex, column) {
  return knex('users')
    .orderByRaw(`${column} DESC`) // want "javascript/sql-built-from-values"
    .whereRaw(`deleted_at IS NULL AND owner = ${column}`); // want "javascript/sql-built-from-values"
}
