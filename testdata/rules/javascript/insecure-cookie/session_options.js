const express = require('express');
const session = require('express-session');
const app = express();

const sess = {
  secret: process.env.SESSION_SECRET,
  cookie: { secure: false, maxAge: 3600000 }, // want "insecure-cookie"
};
app.use(session(sess));
