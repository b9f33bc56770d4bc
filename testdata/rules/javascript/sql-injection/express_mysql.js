const express = require('express');
const mysql = require('mysql2/promise');

const app = express();
const pool = mysql.createPool({ host: 'db', user: 'app', database: 'shop' });

app.get('/products', async (req, res) => {
  const { category } = req.query;
  const [rows] = await pool.query(`SELECT * FROM products WHERE category = '${category}'`); // want "sql-injection: .*req.query"
  res.json(rows);
});

app.get('/orders/:id', async (req, res) => {
  const sql = 'SELECT * FROM orders WHERE id = ' + req.params.id;
  const [rows] = await pool.execute(sql); // want "sql-injection: .*req.params.id"
  res.json(rows);
});

function byName(name) {
  return "SELECT * FROM users WHERE name = '" + name + "'";
}

app.post('/users/search', async (req, res) => {
  const [rows] = await pool.query(byName(req.body.name)); // want "sql-injection"
  res.json(rows);
});
