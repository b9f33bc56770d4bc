const express = require('express');
const session = require('express-session');

const app = express();

const sess = {
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true },
};

app.use(session(sess)); // want "javascript/session-options-variable-default-name"
