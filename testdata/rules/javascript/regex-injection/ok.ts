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

app.get('/grep', (req: any, res: any) => {
  // split and replace with a string argument match it as text
  const parts = LOG.split(req.query.sep);
  const clean = LOG.replace(req.query.word, '');
  const found = LOG.match(/error/g);
  res.json({ parts, clean, found });
});

app.get('/grep', (req, res) => {
  const q = String(req.query.q).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(q, 'i');
  res.json(lines.filter((l) => re.test(l)));
});
