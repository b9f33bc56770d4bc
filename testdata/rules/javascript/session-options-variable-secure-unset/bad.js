const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;

const app = express();

const sessionOptions = {
  store: new RedisStore({ client: redisClient }),
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, sameSite: 'lax' },
};

app.use(session(sessionOptions)); // want "javascript/session-options-variable-secure-unset"
