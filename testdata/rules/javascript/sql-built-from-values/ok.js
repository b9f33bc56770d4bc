const TABLE = 'users';
async function byId(id) {
  await pool.query('SELECT * FROM users WHERE id = $1', [id]);
  await pool.query(`SELECT * FROM ${TABLE} WHERE id = $1`, [id]);
  const ids = [1, 2];
  await pool.query(`SELECT * FROM users WHERE id IN (${ids.map(() => '?').join(',')})`, ids);
  await pool.query(`SELECT * FROM users WHERE name = '${name}'`);
  const limit = 10;
  await pool.query(`SELECT * FROM users LIMIT ${limit}`);
  return fetch(`https://api.example.com/select/${id}`);
}
app.get('/u', (req, res) => {
  pool.query(`SELECT * FROM users WHERE id = ${req.query.id}`);
});
async function escaped(client, name, col, page) {
  await client.query(`SELECT * FROM users WHERE name = ${client.escapeLiteral(name)} ORDER BY ${client.escapeIdentifier(col)}`);
  await client.query('SELECT * FROM users LIMIT 10 OFFSET ' + Math.floor(page) * 10);
}
