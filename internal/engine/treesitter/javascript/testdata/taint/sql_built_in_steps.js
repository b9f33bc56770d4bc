// SQL text built in steps from a function's parameter (a += after a
// constant start, a variable holding a concatenation) is the
// one-expression concatenation spread over lines; each twin keeps the
// text constant and passes the values as bound parameters.
const pool = require('./pool');

async function findOwners(lastName, city) {
  let sql = 'SELECT * FROM owners WHERE 1=1';
  if (city) {
    sql += " AND city = '" + city + "'";
  }
  sql += " AND last_name = '" + lastName + "'";
  return pool.query(sql); // want "javascript/sql-injection"
}

async function findOwnersBound(lastName, city) {
  let sql = 'SELECT * FROM owners WHERE 1=1';
  const params = [lastName];
  if (city) {
    sql += ' AND city = ?';
    params.push(city);
  }
  sql += ' AND last_name = ?';
  return pool.query(sql, params);
}

async function deleteOwner(id) {
  const query = "DELETE FROM owners WHERE id = '" + id + "'";
  return pool.query(query); // want "javascript/sql-injection"
}

async function ownerPage(name, limit) {
  let q = `SELECT * FROM owners WHERE last_name = '${name}'`;
  q += ' ORDER BY last_name';
  return pool.query(q); // want "javascript/sql-injection"
}

async function ownerPageBound(name) {
  let q = 'SELECT * FROM owners WHERE last_name = $1';
  q += ' ORDER BY last_name LIMIT 20';
  return pool.query(q, [name]);
}

async function ownersIn(ids) {
  let q = 'SELECT * FROM owners WHERE id IN (';
  q += ids.map((_, i) => '$' + (i + 1)).join(', ');
  q += ')';
  return pool.query(q, ids);
}

async function ownersByCity(city) {
  const sql = ['SELECT * FROM owners', "WHERE city = '" + city + "'"].join(' ');
  return pool.query(sql); // want "javascript/sql-injection"
}

async function ownersByCityBound(city) {
  const sql = ['SELECT * FROM owners', 'WHERE city = $1', 'ORDER BY last_name'].join(' ');
  return pool.query(sql, [city]);
}

async function ownersByColumns(columns) {
  const sql = ['SELECT', columns.join(', '), 'FROM owners WHERE id = $1'].join(' ');
  return pool.query(sql, [1]);
}

async function ownerByEmail(email) {
  const sql = "SELECT * FROM owners WHERE email = '".concat(email, "'");
  return pool.query(sql); // want "javascript/sql-injection"
}

async function ownerByEmailBound(email) {
  const sql = 'SELECT * FROM owners '.concat('WHERE email = $1');
  return pool.query(sql, [email]);
}

module.exports = { ownerByEmail, ownerByEmailBound,  ownersByCity, ownersByCityBound, ownersByColumns,  findOwners, findOwnersBound, deleteOwner, ownerPage, ownerPageBound, ownersIn };
