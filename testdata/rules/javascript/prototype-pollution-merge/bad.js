const _ = require('lodash');
const express = require('express');
const app = express();

app.post('/settings', (req, res) => {
  const settings = _.merge({}, defaults, req.body); // want "javascript/prototype-pollution-merge"
  _.set(settings, req.body.path, req.body.value); // want "javascript/prototype-pollution-merge"
  res.json(settings);
});

app.put('/profile', (req, res) => {
  const update = req.body.profile;
  $.extend(true, profile, update); // want "javascript/prototype-pollution-merge"
  res.json(profile);
});
