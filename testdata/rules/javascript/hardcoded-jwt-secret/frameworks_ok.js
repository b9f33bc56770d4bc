const Koa = require('koa');
const fastify = require('fastify')();

const app = new Koa();
app.keys = [process.env.COOKIE_KEY];
fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET });
fastify.register(require('@fastify/static'), { root: __dirname, prefix: '/public/' });
const keys = Object.keys({ a: 1 });
