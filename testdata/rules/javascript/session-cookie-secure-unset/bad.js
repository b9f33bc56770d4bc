const express = require('express');
const session = require('express-session');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false })); // want "session-cookie-secure-unset"
app.use(session({ // want "session-cookie-secure-unset"
  secret: process.env.SESSION_SECRET,
  cookie: { httpOnly: true, maxAge: 3600000 },
}));
