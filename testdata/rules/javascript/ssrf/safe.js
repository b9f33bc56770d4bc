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
