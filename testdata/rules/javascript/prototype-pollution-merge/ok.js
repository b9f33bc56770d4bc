const _ = require('lodash');
const express = require('express');
const app = express();

app.post('/settings', (req, res) => {
  const settings = _.merge({}, defaults, overrides);
  const picked = _.pick(req.body, ['theme', 'language']);
  Object.assign(settings, picked);
  _.set(settings, 'ui.theme', String(req.body.theme));
  $.extend(profile, { name: 'x' });
  res.json(settings);
});
