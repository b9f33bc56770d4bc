// A Koa service with MongoDB.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { MongoClient } = require('mongodb');

const app = new Koa();
const router = new Router();
const client = new MongoClient(process.env.MONGO_URL);
const users = client.db('app').collection('users');

router.post('/login', async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await users.findOne({ email, password }); // want "nosql-injection: .*ctx.request.body"
  ctx.body = { ok: Boolean(user) };
});

router.post('/login2', async (ctx) => {
  const email = String(ctx.request.body.email);
  const password = String(ctx.request.body.password);
  const user = await users.findOne({ email, password });
  ctx.body = { ok: Boolean(user) };
});

router.get('/hello', async (ctx) => {
  ctx.body = `<h1>Hello ${ctx.query.name}</h1>`; // want "xss: .*ctx.query.name"
});

router.get('/go', async (ctx) => {
  ctx.redirect(ctx.query.to); // want "open-redirect"
});

app.use(bodyParser()).use(router.routes());
app.listen(3000);
