const express = require('express');
const cors = require('cors');
const Koa = require('koa');
const koaCors = require('@koa/cors');

const app = express();
app.use(cors({
  origin: (origin, callback) => callback(null, true), // want "javascript/cors-origin-function-reflects-any"
  credentials: true,
}));
app.use('/api', cors({ credentials: true, origin: (origin, cb) => cb(null, origin) })); // want "javascript/cors-origin-function-reflects-any"
app.use('/v2', cors({
  origin: (origin, done) => { // want "javascript/cors-origin-function-reflects-any"
    done(null, true);
  },
  credentials: true,
}));

const koa = new Koa();
koa.use(koaCors({ origin: (ctx) => ctx.get('Origin'), credentials: true })); // want "javascript/cors-origin-function-reflects-any"
koa.use(koaCors({ origin: ctx => ctx.request.header.origin, credentials: true })); // want "javascript/cors-origin-function-reflects-any"
