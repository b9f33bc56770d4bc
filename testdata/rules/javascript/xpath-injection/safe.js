const express = require('express');
const xpath = require('xpath');
const app = express();

app.get('/user', (req, res) => {
  const expr = xpath.parse("//user[name/text()=$name]/email");
  const nodes = expr.select({ node: doc, variables: { name: req.query.name } });
  res.json(nodes.map((n) => n.textContent));
});
