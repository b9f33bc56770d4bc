const Koa = require('koa');
const fastify = require('fastify')();
const NextAuth = require('next-auth').default;

const app = new Koa();
app.keys = ['im a newer secret', 'i like turtle']; // want "javascript/hardcoded-jwt-secret"
fastify.register(require('@fastify/jwt'), { secret: 'supersecret-jwt-key' }); // want "javascript/hardcoded-jwt-secret"
module.exports = NextAuth({ providers: [], secret: 'next-auth-signing-secret' }); // want "javascript/hardcoded-jwt-secret"
