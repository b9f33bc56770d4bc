const express = require('express');
const serialize = require('node-serialize');
const yaml = require('js-yaml');

const app = express();

app.get('/prefs', (req, res) => {
  const prefs = serialize.unserialize(Buffer.from(req.cookies.prefs, 'base64').toString()); // want "unsafe-deserialization: .*req.cookies"
  res.json(prefs);
});

app.post('/import', (req, res) => {
  const doc = yaml.load(req.body.yaml, { schema: yaml.DEFAULT_FULL_SCHEMA }); // want "unsafe-deserialization"
  res.json(doc);
});
