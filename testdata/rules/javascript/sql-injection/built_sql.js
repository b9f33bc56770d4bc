// SQL built from a function's parameters: no request is seen, but a value
// spliced into the text can change the query.
async function findUser(pool, name) {
  return pool.query(`SELECT * FROM users WHERE name = '${name}'`); // want "sql-injection: SQL built with a template"
}

async function findOrders(sequelize, status) {
  return sequelize.query("SELECT * FROM orders WHERE status = '" + status + "'"); // want "sql-injection: SQL built"
}

async function safe(pool, sequelize, name) {
  const TABLE = 'users';
  await pool.query(`SELECT * FROM ${TABLE} WHERE name = $1`, [name]);
  await sequelize.query('SELECT * FROM orders WHERE status = :status', { replacements: { status: name } });
  return pool.query('SELECT * FROM users WHERE name = ?', [name]);
}

module.exports = { findUser, findOrders, safe };
