// MongoDB and Mongoose take a query filter as the first argument: a parsed
// JSON body can put operators ({"$ne": null}) or a $where script there.
const express = require('express');
const mongoose = require('mongoose');
const { Sequelize, DataTypes } = require('sequelize');
const User = mongoose.model('User', new mongoose.Schema({ name: String, role: String }));
const sequelize = new Sequelize('sqlite::memory:');
const Account = sequelize.define('Account', { name: DataTypes.STRING });
const app = express();
app.use(express.json());

app.post('/users/search', async (req, res) => {
  const users = await User.find(req.body); // want "nosql-injection: .*req.body"
  res.json(users);
});

app.get('/users/older', async (req, res) => {
  const users = await User.find({ $where: 'this.age > ' + req.query.age }); // want "nosql-injection: .*req.query.age"
  res.json(users);
});

app.post('/users/promote', async (req, res) => {
  await User.update({ name: req.body.name }, { role: 'admin' }); // want "nosql-injection: .*req.body.name"
  res.json({ ok: true });
});

app.post('/users/promote-safe', async (req, res) => {
  await User.updateOne({ name: String(req.body.name) }, { role: 'admin' });
  res.json({ ok: true });
});

// Sequelize's update(values, { where }) takes values first: no operators.
app.post('/accounts/rename', async (req, res) => {
  await Account.update({ name: req.body.name }, { where: { id: Number(req.params.id) } });
  res.json({ ok: true });
});

// A Sequelize instance's update(values, { transaction }) sets columns: its
// first argument holds values, and Sequelize's options (transaction is
// Sequelize's; MongoDB's driver names it session) mark the call.
app.post('/accounts/:id/prefs', async (req, res) => {
  const account = await Account.findByPk(Number(req.params.id));
  await sequelize.transaction(async (transaction) => {
    await account.update({ prefs: req.body.prefs }, { transaction });
  });
  res.json({ ok: true });
});

// Node's crypto Hash, Hmac and Cipher take data in update(): no query.
const crypto = require('crypto');
app.post('/webhook', (req, res) => {
  const digest = crypto.createHmac('sha256', process.env.SECRET).update(req.body.payload).digest('hex');
  const hash = crypto.createHash('sha256');
  hash.update(req.body.payload);
  res.json({ ok: digest === hash.digest('hex') });
});

// A filter on a field named transaction is still a MongoDB filter: the key
// is the document's, not Sequelize's option, which follows the values.
const Payment = mongoose.model('Payment', new mongoose.Schema({ transaction: String, state: String }));
app.post('/payments/cancel', async (req, res) => {
  await Payment.deleteOne({ transaction: req.body.transaction }); // want "nosql-injection: .*req.body.transaction"
  res.json({ ok: true });
});

// A model named for a newsletter digest is a collection, not a crypto Hash.
const Digest = mongoose.model('Digest', new mongoose.Schema({ email: String }));
app.post('/digests/unsubscribe', async (req, res) => {
  await Digest.deleteMany(req.body); // want "nosql-injection: .*req.body"
  await Digest.update(req.body, { $set: { active: false } }); // want "nosql-injection: .*req.body"
  res.json({ ok: true });
});
