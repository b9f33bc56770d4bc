const express = require('express');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');
const app = express();
const doc = new DOMParser().parseFromString(require('fs').readFileSync('users.xml', 'utf8'));

app.get('/user', (req, res) => {
  const nodes = xpath.select(`//user[name/text()='${req.query.name}']/email`, doc); // want "xpath-injection: .*req.query.name"
  res.json(nodes.map((n) => n.textContent));
});
