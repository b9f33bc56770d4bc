const express = require('express');
const saferEval = require('safer-eval');

const app = express();

// A "formula" field evaluated with safer-eval: its context has been escaped (CVE-2019-10759).
app.get('/calc', (req, res) => {
  const result = saferEval(req.query.formula, { Math }); // want "javascript/code-injection"
  const fixed = saferEval('1 + 2');
  res.json({ result, fixed });
});
