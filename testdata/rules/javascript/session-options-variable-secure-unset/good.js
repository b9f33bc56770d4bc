const express = require('express');
const session = require('express-session');

const app = express();

// express-session's README: secure set where production is detected.
const sess = {
  secret: process.env.SESSION_SECRET,
  cookie: {},
};
if (app.get('env') === 'production') {
  app.set('trust proxy', 1);
  sess.cookie.secure = true;
}
app.use(session(sess));

// Secure from the environment, written in the options.
const adminSession = {
  name: 'admin.sid',
  secret: process.env.ADMIN_SECRET,
  cookie: { secure: process.env.NODE_ENV === 'production', httpOnly: true },
};
app.use('/admin', session(adminSession));

// A cookie object built elsewhere: the rule cannot see into it.
const apiSession = {
  secret: process.env.API_SECRET,
  cookie: cookieDefaults(),
};
app.use('/api', session(apiSession));

function cookieDefaults() {
  return { secure: true, httpOnly: true, sameSite: 'strict' };
}
