const session = require('express-session');
const cookieSession = require('cookie-session');
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false })); // want "javascript/session-cookie-not-secure"
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { maxAge: 60000 } })); // want "javascript/session-cookie-not-secure"
app.use(cookieSession({ name: 'session', keys: [process.env.KEY1, process.env.KEY2] })); // want "javascript/session-cookie-not-secure"
