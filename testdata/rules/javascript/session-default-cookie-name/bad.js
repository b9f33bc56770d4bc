const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;

const app = express();
app.set('trust proxy', 1);
app.use(session({ // want "javascript/session-default-cookie-name"
  store: new RedisStore({ client: redis }),
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
}));
