const express = require('express');
const yaml = require('js-yaml');

const app = express();

app.get('/prefs', (req, res) => {
  const prefs = JSON.parse(Buffer.from(req.cookies.prefs, 'base64').toString());
  const doc = yaml.load(req.query.yaml);
  res.json({ prefs, doc });
});
