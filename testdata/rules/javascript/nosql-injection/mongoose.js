const express = require('express');
const User = require('./models/user');

const router = express.Router();

router.post('/login', async (req, res) => {
  const user = await User.findOne({ username: req.body.username, password: req.body.password }); // want "nosql-injection: .*req.body"
  if (!user) return res.status(401).end();
  res.json({ id: user.id });
});

router.get('/search', async (req, res) => {
  const filter = req.query.filter;
  const docs = await req.app.locals.db.collection('posts').find(filter).toArray(); // want "nosql-injection"
  res.json(docs);
});

router.get('/where', async (req, res) => {
  const docs = await User.find({ $where: `this.name == '${req.query.name}'` }); // want "nosql-injection"
  res.json(docs);
});

module.exports = router;

router.post('/login-mixed', async (req, res) => {
  const user = await User.findOne({ username: { $eq: req.body.username }, role: req.body.role }); // want "nosql-injection: .*req.body"
  res.json({ ok: Boolean(user) });
});
