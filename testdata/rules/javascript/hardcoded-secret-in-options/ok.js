const express = require('express');
const session = require('express-session');
const app = express();

const sess = { secret: process.env.SESSION_SECRET, cookie: {} };
app.use(session(sess));
const banner = { secret: 'not a session option at all' };
console.log(banner);
