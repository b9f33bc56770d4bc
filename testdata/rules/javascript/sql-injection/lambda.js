const mysql = require('mysql2/promise');
const pool = mysql.createPool({ host: process.env.DB_HOST });

exports.handler = async (event) => {
  const { id } = event.pathParameters;
  const [rows] = await pool.query(`SELECT * FROM orders WHERE id = ${id}`); // want "sql-injection: .*event.pathParameters"
  const [safe] = await pool.query('SELECT * FROM orders WHERE id = ?', [event.queryStringParameters.id]);
  return { statusCode: 200, body: JSON.stringify({ rows, safe }) };
};
