const express = require('express');
const axios = require('axios');

const app = express();
const API = 'https://api.example.com';

app.get('/items/:id', async (req, res) => {
  const response = await fetch(`https://api.example.com/items/${encodeURIComponent(req.params.id)}`);
  const r2 = await axios.get(API + '/users/' + req.params.id);
  res.json({ a: await response.json(), b: r2.data });
});

// Browser code: fetching a URL from the page is not a server-side request.
const next = new URLSearchParams(location.search).get('page');
fetch('/api/pages/' + next);

app.get('/proxy/users/:id', async (req, res) => {
  const r = await fetch(`${process.env.USERS_API}/users/${req.params.id}`);
  const r2 = await axios.get(process.env.USERS_API + '/users/' + req.params.id);
  res.json({ a: await r.json(), b: r2.data });
});

// The URL's host is one of a constant list: the request stays on those hosts.
app.get('/preview', async (req, res) => {
  const ALLOWED_HOSTS = ['api.example.com', 'cdn.example.com'];
  const u = new URL(req.query.url);
  if (!ALLOWED_HOSTS.includes(u.hostname)) return res.sendStatus(400);
  const r = await axios.get(u.toString());
  res.json(r.data);
});
