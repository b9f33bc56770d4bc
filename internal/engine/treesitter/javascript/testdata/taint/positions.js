// Input that only chooses positions (slice bounds) picks which part of a
// constant list is shown, not what it holds; slicing the input itself still
// carries it.
const express = require('express');
const app = express();
const users = [{ name: 'tobi' }, { name: 'loki' }];

app.get('/users/:from-:to', function (req, res) {
  var from = req.params.from;
  var to = req.params.to;
  var names = users.map(function (user) { return user.name; });
  res.send('users ' + names.slice(from, to + 1).join(', '));
});

app.get('/head/:n', function (req, res) {
  res.send(req.query.text.slice(0, req.params.n)); // want "xss"
});
