const express = require('express');
const _ = require('underscore');
const template = require('lodash.template');

const app = express();
app.get('/greet', (req, res) => {
  const page = _.template('<p>Hello ' + req.query.name + '</p>'); // want "template-injection: .*req.query.name"
  res.send(page({}));
});
app.get('/card', (req, res) => {
  res.send(template(req.body.layout)({ user: req.user })); // want "template-injection: .*req.body.layout"
});
app.get('/safe', (req, res) => {
  const page = _.template('<p>Hello <%- name %></p>');
  res.send(page({ name: req.query.name }));
});
