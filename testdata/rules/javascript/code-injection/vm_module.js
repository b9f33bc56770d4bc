const express = require('express');
const vm = require('node:vm');

const app = express();
app.use(express.text());

// "Try the module": the client's code compiled as an ES module on the server.
app.post('/modules/try', async (req, res) => {
  const mod = new vm.SourceTextModule(req.body, { context: vm.createContext({}) }); // want "javascript/code-injection"
  await mod.link(() => { throw new Error('no imports'); });
  await mod.evaluate();
  const fixed = new vm.SourceTextModule('export const answer = 42;');
  res.json({ ok: true, fixed: fixed.status });
});
