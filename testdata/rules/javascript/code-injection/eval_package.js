const express = require('express');
const _eval = require('eval');

const app = express();
app.use(express.text());

app.post('/plugins/load', (req, res) => {
  const plugin = _eval(req.body, 'plugin.js', { console }, true); // want "javascript/code-injection"
  const builtin = _eval('module.exports = { name: "noop" }');
  res.json({ name: plugin.name, builtin: builtin.name });
});
