const express = require('express');
const app = express();
const settings = {};

app.post('/settings', (req, res) => {
  const { section, key, value } = req.body;
  settings[section][key] = value; // want "prototype-pollution: .*req.body"
  res.json(settings);
});
