const express = require('express');
const session = require('express-session');

const app = express();

const sess = {
  name: 'sessionId',
  secret: process.env.SESSION_SECRET,
  cookie: { secure: true, httpOnly: true },
};
app.use(session(sess));

const shared = {
  secret: process.env.SESSION_SECRET,
  cookie: { secure: true, httpOnly: true },
};
shared.name = 'app.sid';
app.use('/app', session(shared));

// Options spread from another object: the rule cannot see them all.
const base = { ...sess, rolling: true };
app.use('/other', session(base));
