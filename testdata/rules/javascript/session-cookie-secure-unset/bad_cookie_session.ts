import express from 'express';
import cookieSession from 'cookie-session';

const app = express();
app.use(cookieSession({ name: 'session', keys: [process.env.K1!, process.env.K2!], maxAge: 86400000 })); // want "session-cookie-secure-unset"
