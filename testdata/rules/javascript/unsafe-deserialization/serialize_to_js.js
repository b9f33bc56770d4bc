const express = require('express');
const cookieParser = require('cookie-parser');
const { deserialize } = require('serialize-to-js');
const serializeToJs = require('serialize-to-js');
const Cryo = require('cryo');

const app = express();
app.use(cookieParser());

app.get('/prefs', (req, res) => {
  const prefs = serializeToJs.deserialize(req.cookies.prefs); // want "javascript/unsafe-deserialization"
  const layout = deserialize(req.query.layout); // want "javascript/unsafe-deserialization"
  res.json({ prefs, layout });
});

app.post('/state', express.text(), (req, res) => {
  const state = Cryo.parse(req.body); // want "javascript/unsafe-deserialization"
  const safe = JSON.parse(req.body);
  res.json({ keys: Object.keys(state), safe });
});
