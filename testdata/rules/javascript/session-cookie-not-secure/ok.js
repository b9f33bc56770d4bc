const session = require('express-session');
const cookieSession = require('cookie-session');
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: true, httpOnly: true } }));
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: process.env.NODE_ENV === 'production' } }));
app.use(session({ secret: process.env.SESSION_SECRET, cookie: cookieOptions }));
app.use(session({ ...sessionConfig, secret: process.env.SESSION_SECRET }));
app.use(cookieSession({ name: 'session', keys: [process.env.KEY1], secure: true, sameSite: 'lax' }));
app.use(session(sessionOptions));
