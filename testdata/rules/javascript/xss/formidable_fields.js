const express = require('express');
const formidableMiddleware = require('express-formidable');
const escapeHtml = require('escape-html');

const app = express();
app.use(formidableMiddleware());

app.post('/guestbook', (req, res) => {
  const { name, message } = req.fields;
  res.send(`<p>Thanks, ${name}!</p><blockquote>${message}</blockquote>`); // want "javascript/xss"
});

app.post('/guestbook/safe', (req, res) => {
  res.send(`<p>Thanks, ${escapeHtml(req.fields.name)}!</p>`);
  res.json({ fields: Object.keys(req.fields) });
});
