// models/javascript_markup_parsers.yml: markup parsed into the page and
// strings run by "safe" evaluators.
const express = require('express');
const safeEval = require('notevil');
const evaluate = require('static-eval');
const app = express();

app.post('/calc', (req, res) => {
  res.json({ v: safeEval(req.body.expr) }); // want "code-injection: .*req.body.expr"
  res.json({ w: evaluate(req.body.ast, { x: 1 }) }); // want "code-injection: .*req.body.ast"
  res.json({ z: safeEval('1 + 2') });
});

function render() {
  const frag = document.createRange().createContextualFragment(location.hash.slice(1)); // want "xss: .*location.hash"
  const nodes = createNodesFromMarkup(decodeURIComponent(location.search)); // want "xss: .*location.search"
  const ok = document.createRange().createContextualFragment('<b>static</b>');
  document.body.append(frag, ...nodes, ok);
}
render();
