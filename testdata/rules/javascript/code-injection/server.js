const express = require('express');
const vm = require('vm');

const app = express();
app.use(express.json());

app.post('/calc', (req, res) => {
  const result = eval(req.body.expression); // want "code-injection: .*req.body.expression"
  res.json({ result });
});

app.post('/rule', (req, res) => {
  const fn = new Function('x', 'return ' + req.body.rule); // want "code-injection"
  res.json({ ok: fn(1) });
});

app.post('/sandbox', (req, res) => {
  const out = vm.runInNewContext(req.body.code, {}); // want "code-injection"
  setTimeout('process(' + req.query.id + ')', 10); // want "code-injection"
  res.json({ out });
});

function run(src) {
  return eval(src); // want "code-injection: eval of a non-literal"
}
