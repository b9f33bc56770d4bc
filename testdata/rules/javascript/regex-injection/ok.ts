import express from 'express';
import escapeStringRegexp from 'escape-string-regexp';
import _ from 'lodash';

const app = express();

app.get('/search', (req, res) => {
  const re = new RegExp(escapeStringRegexp(String(req.query.q)), 'i');
  const re2 = new RegExp(_.escapeRegExp(req.query.q as string));
  const fixed = new RegExp('^[a-z]+$');
  res.json(items.filter((x) => re.test(x.name) || re2.test(x.name) || fixed.test(x.name)));
});

export function build(word: string) {
  return new RegExp(`\\b${word}\\b`);
}
