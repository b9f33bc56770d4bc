const express = require('express');
const session = require('express-session');

const app = express();
app.set('trust proxy', 1);
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: true } }));
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: process.env.NODE_ENV === 'production' } }));
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: 'auto', httpOnly: true } }));
