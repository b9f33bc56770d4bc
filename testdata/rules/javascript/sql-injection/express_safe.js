const express = require('express');
const mysql = require('mysql2/promise');

const app = express();
const pool = mysql.createPool({ host: 'db', user: 'app', database: 'shop' });
const SORTABLE = ['name', 'price', 'created_at'];

app.get('/products', async (req, res) => {
  const { category } = req.query;
  const [rows] = await pool.query('SELECT * FROM products WHERE category = ?', [category]);
  res.json(rows);
});

app.get('/orders/:id', async (req, res) => {
  const id = parseInt(req.params.id, 10);
  const [rows] = await pool.execute(`SELECT * FROM orders WHERE id = ${id}`);
  res.json(rows);
});

app.get('/products/sorted', async (req, res) => {
  const sort = req.query.sort;
  if (!SORTABLE.includes(sort)) {
    return res.status(400).json({ error: 'bad sort' });
  }
  const [rows] = await pool.query(`SELECT * FROM products ORDER BY ${sort}`);
  res.json(rows);
});

app.get('/report', async (req, res) => {
  let table = req.query.table;
  table = 'sales';
  const [rows] = await pool.query('SELECT * FROM ' + table);
  res.json(rows);
});
