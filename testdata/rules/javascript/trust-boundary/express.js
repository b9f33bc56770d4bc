const express = require('express');
const session = require('express-session');
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.post('/prefs', (req, res) => {
  req.session.role = req.body.role; // want "trust-boundary: .*req.body.role"
  const key = req.query.key;
  req.session[key] = 'on'; // want "trust-boundary"
  res.end();
});
