// A collection imported from the application's own data module is still a
// collection, whatever that module's file is called: the name of the
// module (./userRepository) is not the receiver's.
const express = require('express');
const users = require('./db/userRepository');
const orders = require('./lib/orderService');
const app = express();
app.use(express.json());

app.post('/users/search', async (req, res) => {
  res.json(await users.find(req.body)); // want "nosql-injection: .*req.body"
});

app.post('/orders/search', async (req, res) => {
  res.json(await orders.findOne(req.body)); // want "nosql-injection: .*req.body"
});
