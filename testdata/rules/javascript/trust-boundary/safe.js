const express = require('express');
const app = express();
const THEMES = ['light', 'dark'];

app.post('/login', async (req, res) => {
  const user = await users.authenticate(req.body.email, req.body.password);
  req.session.userId = user.id;
  const theme = req.body.theme;
  if (!THEMES.includes(theme)) return res.status(400).end();
  req.session.theme = theme;
  res.end();
});
