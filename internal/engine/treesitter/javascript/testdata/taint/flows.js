const express = require('express');
const fs = require('fs');
const app = express();

app.post('/files', (req, res) => {
  const { names = [], options: { dir } = {} } = req.body;
  names.forEach((n) => {
    fs.unlinkSync('/data/' + n); // want "path-traversal: .*req.body"
  });
  fs.readdirSync(dir); // want "path-traversal"
  const all = [...names, 'extra'];
  for (const n of all) {
    fs.statSync(n); // want "path-traversal"
  }
  Promise.resolve(req.body.file).then((f) => fs.readFileSync(f)); // want "path-traversal"
  let acc = '';
  for (const part of names) {
    acc += part + '/';
  }
  fs.mkdirSync(acc); // want "path-traversal"
  const copy = { ...req.body };
  fs.rmSync(copy.target); // want "path-traversal"
  const parsed = JSON.parse(req.body.json);
  fs.readFileSync(parsed.path); // want "path-traversal"
  res.end();
});

app.get('/guards', (req, res) => {
  const name = req.query.name;
  if (!/^[a-z0-9]+$/.test(name)) {
    return res.status(400).end();
  }
  fs.readFileSync('/data/' + name);
  const id = req.query.id;
  if (typeof id !== 'number') throw new Error('bad id');
  fs.readFileSync('/data/' + id);
  const kind = req.query.kind;
  if (['a', 'b'].indexOf(kind) === -1) return res.end();
  fs.readFileSync('/data/' + kind);
  const other = req.query.other;
  if (other.includes('..')) return res.status(400).end();
  fs.readFileSync('/data/' + other);
  const loose = req.query.loose;
  if (loose.length > 100) return res.status(400).end();
  fs.readFileSync('/data/' + loose); // want "path-traversal"
  res.end();
});

function helper(dir) {
  // Not a handler: its parameter is not input.
  return fs.readdirSync(dir);
}

app.post('/in', async (req, res) => {
  const ids = req.body.ids;
  const placeholders = ids.map((_, i) => '$' + (i + 1)).join(', ');
  await db.query(`SELECT * FROM t WHERE id IN (${placeholders})`, ids);
  const names = ids.map((id) => `'${id}'`).join(', ');
  await db.query(`SELECT * FROM t WHERE id IN (${names})`); // want "sql-injection: .*req.body"
  const total = ids.reduce((acc, id) => acc + id.length, 0);
  await db.query(`SELECT * FROM t LIMIT ${total}`);
  res.end();
});
