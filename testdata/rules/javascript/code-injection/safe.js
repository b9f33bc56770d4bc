const express = require('express');

const app = express();
app.use(express.json());

const OPS = { add: (a, b) => a + b, sub: (a, b) => a - b };

app.post('/calc', (req, res) => {
  const op = OPS[req.body.op];
  const data = JSON.parse(req.body.payload);
  setTimeout(() => console.log('done'), 100);
  const literal = eval('1 + 1');
  res.json({ result: op ? op(data.a, data.b) : null, literal });
});
