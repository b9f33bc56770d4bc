const express = require('express');
const mongoose = require('mongoose');

const Order = mongoose.model('Order');
const app = express();
app.use(express.json());

// A pipeline the client wrote can run $function or $where on the server
// and $lookup other collections.
app.post('/reports', async (req, res) => {
  const rows = await Order.aggregate(req.body.pipeline); // want "javascript/nosql-injection"
  res.json(rows);
});

app.get('/reports/by-status', async (req, res) => {
  const status = String(req.query.status);
  const rows = await Order.aggregate([{ $match: { status } }, { $group: { _id: '$customer', total: { $sum: '$amount' } } }]);
  const stats = await reportService.aggregate(req.body);
  res.json({ rows, stats });
});
