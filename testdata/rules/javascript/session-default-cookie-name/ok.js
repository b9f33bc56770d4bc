const express = require('express');
const session = require('express-session');

const app = express();
app.use(session({
  name: 'sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true },
}));

const base = { secret: process.env.SESSION_SECRET, resave: false };
app.use(session({ ...base, saveUninitialized: false }));
