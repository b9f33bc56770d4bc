const express = require('express');
const User = require('./models/user');

const router = express.Router();

router.post('/login', async (req, res) => {
  const username = String(req.body.username);
  const user = await User.findOne({ username, active: true });
  if (!user) return res.status(401).end();
  res.json({ id: user.id });
});

router.get('/users/:id', async (req, res) => {
  const user = await User.findOne({ _id: req.params.id });
  res.json(user);
});

router.get('/tags', async (req, res) => {
  const tags = ['a', 'b'].find((t) => t === req.query.tag);
  res.json({ tags });
});

module.exports = router;

router.post('/sequelize', async (req, res) => {
  const user = await User.findOne({ where: { email: req.body.email } });
  const rows = await knex('users').where({ email: req.body.email });
  res.json({ user, rows });
});

// $eq compares its operand as a value: { $ne: null } in the body is matched literally.
router.post('/login-eq', async (req, res) => {
  const user = await User.findOne({ username: { $eq: req.body.username } });
  res.json({ ok: Boolean(user) });
});
