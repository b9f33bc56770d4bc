const express = require('express');
const app = express();

app.get('/login/callback', (req, res) => {
  const next = req.query.next;
  res.redirect(next); // want "open-redirect: .*req.query.next"
});

app.get('/out', (req, res) => {
  res.redirect(302, req.query.url); // want "open-redirect"
  res.setHeader('Location', req.query.url); // want "open-redirect"
});

app.get('/profile', (req, res) => {
  res.redirect('/users/' + encodeURIComponent(req.query.id));
  res.redirect(`/users/${req.params.id}/settings`);
});
