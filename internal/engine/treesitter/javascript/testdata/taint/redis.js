// A Redis command that reads a key answers with what is stored there,
// not with the key: express's search example sends the members of the set
// the query names. Echoing the key itself is still a flow.
const express = require('express');
const redis = require('redis');
const db = redis.createClient();
const app = express();

app.get('/search/:query', function (req, res, next) {
  const query = req.params.query || '';
  db.sMembers(query)
    .then((vals) => res.send(vals))
    .catch(next);
});

app.get('/members/:key', async (req, res) => {
  const members = await db.smembers(req.params.key);
  res.send(members);
});

app.get('/echo/:key', function (req, res) {
  db.sMembers(req.params.key).then(() => res.send('no members of ' + req.params.key)); // want "xss: .*req.params.key"
});

app.get('/cached/:key', async (req, res) => {
  const page = await db.someHelper(req.params.key);
  res.send(page); // want "xss: .*req.params.key"
});
