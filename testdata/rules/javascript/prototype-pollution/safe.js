const express = require('express');
const app = express();
const settings = {};
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

app.post('/settings', (req, res) => {
  const { section, key, value } = req.body;
  if (FORBIDDEN.includes(section) || FORBIDDEN.includes(key)) {
    return res.status(400).end();
  }
  settings[section][key] = value;
  res.json(settings);
});

app.post('/flags', (req, res) => {
  const flags = new Map();
  flags.set(req.body.name, req.body.value);
  res.json(Object.fromEntries(flags));
});
