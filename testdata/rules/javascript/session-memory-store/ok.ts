import express from 'express';
import session from 'express-session';
import RedisStore from 'connect-redis';
import { createClient } from 'redis';
import cookieSession from 'cookie-session';

const redisClient = createClient({ url: process.env.REDIS_URL });
const store = new RedisStore({ client: redisClient, prefix: 'app:' });
const app = express();

app.use(session({
  store: new RedisStore({ client: redisClient }),
  secret: process.env.SESSION_SECRET!,
  resave: false,
  saveUninitialized: false,
}));
app.use(session({ store, secret: process.env.SESSION_SECRET!, resave: false, saveUninitialized: false }));

// cookie-session keeps the session in the cookie itself
app.use(cookieSession({ name: 'session', keys: [process.env.KEY!], maxAge: 24 * 60 * 60 * 1000 }));

export default app;
