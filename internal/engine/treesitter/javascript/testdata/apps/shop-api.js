// A small Express + MySQL shop API, written the way such APIs are.
'use strict';

const express = require('express');
const mysql = require('mysql');
const bodyParser = require('body-parser');
const cookieParser = require('cookie-parser');
const { exec } = require('child_process');
const fs = require('fs');
const path = require('path');
const axios = require('axios');

const app = express();
app.use(bodyParser.json());
app.use(cookieParser());

const connection = mysql.createConnection({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'shop',
});

const INVOICES = path.join(__dirname, 'invoices');

function findProductSql(name) {
  return `SELECT * FROM products WHERE name LIKE '%${name}%'`;
}

function toCents(amount) {
  return Math.round(Number(amount) * 100);
}

app.get('/api/products', (req, res) => {
  connection.query(findProductSql(req.query.name), (err, results) => { // want "sql-injection: .*req.query.name"
    if (err) return res.status(500).json({ error: 'db' });
    res.json(results);
  });
});

app.get('/api/products/:id', (req, res) => {
  connection.query('SELECT * FROM products WHERE id = ?', [req.params.id], (err, results) => {
    if (err) return res.status(500).json({ error: 'db' });
    res.json(results[0]);
  });
});

app.post('/api/orders', (req, res) => {
  const { productId, quantity, coupon } = req.body;
  const cents = toCents(req.body.price);
  const sql = 'INSERT INTO orders (product_id, quantity, price) VALUES (' + productId + ', ' + quantity + ', ' + cents + ')';
  connection.query(sql, (err) => { // want "sql-injection: .*req.body"
    if (err) return res.status(500).end();
    connection.query('UPDATE coupons SET used = 1 WHERE code = ' + connection.escape(coupon));
    res.status(201).json({ ok: true });
  });
});

app.get('/api/orders', (req, res) => {
  const limit = parseInt(req.query.limit, 10) || 20;
  const user = req.cookies.user;
  connection.query(`SELECT * FROM orders WHERE user = ${connection.escape(user)} LIMIT ${limit}`, (err, rows) => {
    res.json(rows);
  });
});

app.get('/api/invoices/:file', (req, res) => {
  const file = path.join(INVOICES, req.params.file);
  fs.readFile(file, (err, data) => { // want "path-traversal: .*req.params.file"
    if (err) return res.status(404).end();
    res.type('application/pdf').send(data);
  });
});

app.get('/api/invoices/safe/:file', (req, res) => {
  res.sendFile(path.basename(req.params.file), { root: INVOICES });
});

app.post('/api/admin/backup', (req, res) => {
  exec('mysqldump shop > /backups/' + req.body.name + '.sql', (err) => { // want "command-injection: .*req.body.name"
    res.json({ ok: !err });
  });
});

app.post('/api/admin/backup-fixed', (req, res) => {
  exec('mysqldump shop > /backups/latest.sql', (err) => res.json({ ok: !err }));
});

app.get('/api/track', async (req, res) => {
  const carrier = req.query.carrier;
  const { data } = await axios.get(carrier + '/track?id=' + req.query.id); // want "ssrf: .*req.query"
  const fixed = await axios.get('https://tracking.example.com/v1/track?id=' + encodeURIComponent(req.query.id));
  res.json({ data, fixed: fixed.data });
});

app.get('/search', (req, res) => {
  const term = req.query.q;
  res.send('<html><body>Results for ' + term + '</body></html>'); // want "xss: .*req.query.q"
});

app.get('/logout', (req, res) => {
  res.clearCookie('user');
  res.redirect(req.query.returnTo || '/'); // want "open-redirect: .*req.query.returnTo"
});

app.listen(3000);
