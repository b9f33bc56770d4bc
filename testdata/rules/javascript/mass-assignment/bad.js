const express = require('express');
const router = express.Router();

router.put('/profile', async (req, res) => {
  const user = await User.findById(req.user.id);
  Object.assign(user, req.body); // want "mass-assignment"
  await user.save();
  res.json(user);
});

router.patch('/settings/:id', async (req, res) => {
  const changes = req.body;
  const settings = await Settings.findByPk(req.params.id);
  _.extend(settings, changes); // want "mass-assignment"
  await settings.save();
  res.sendStatus(204);
});
