// vm2 (discontinued, its sandbox escaped), safe-eval and sandbox compile
// the string they are given as JavaScript.
const { VM, NodeVM } = require('vm2');
const safeEval = require('safe-eval');
const Sandbox = require('sandbox');
const express = require('express');

const app = express();

function runPlugin(source) {
  const vm = new NodeVM({ console: 'inherit' });
  vm.run(source); // want "code-injection: eval of a non-literal"
  new Sandbox().run(source, (out) => console.log(out)); // want "code-injection: eval of a non-literal"
  return safeEval(source); // want "code-injection: eval of a non-literal"
}

app.post('/calc', (req, res) => {
  res.json({ result: new VM({ timeout: 100 }).run(req.body.expr) }); // want "code-injection: Input evaluated as code"
});

module.exports = { runPlugin };
