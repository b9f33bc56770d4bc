const express = require('express');
const cors = require('cors');
const Koa = require('koa');
const koaCors = require('@koa/cors');

const ALLOWED = ['https://app.example.com', 'https://admin.example.com'];

const app = express();
app.use(cors({
  origin: (origin, callback) => callback(null, ALLOWED.includes(origin)),
  credentials: true,
}));
// every origin, but no cookies or credentials: a public API
app.use('/public', cors({ origin: (origin, cb) => cb(null, true) }));
app.use('/list', cors({ origin: ALLOWED, credentials: true }));

const koa = new Koa();
koa.use(koaCors({
  origin: (ctx) => (ALLOWED.includes(ctx.get('Origin')) ? ctx.get('Origin') : ''),
  credentials: true,
}));
koa.use(koaCors({ origin: (ctx) => ctx.get('Origin') }));
