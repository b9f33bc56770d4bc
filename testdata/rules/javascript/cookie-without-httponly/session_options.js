const express = require('express');
const session = require('express-session');
const app = express();

const sess = { secret: process.env.SESSION_SECRET, cookie: { httpOnly: false } }; // want "cookie-without-httponly"
app.use(session(sess));
