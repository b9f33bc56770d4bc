import express from 'express';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';

const app = express();

app.post('/preview', (req, res) => {
  // jsdom's default runs no script
  const dom = new JSDOM(req.body);
  const purify = createDOMPurify(dom.window as any);
  res.send(purify.sanitize(dom.serialize()));
});

app.post('/outside', (req, res) => {
  const dom = new JSDOM(req.body.html, { runScripts: 'outside-only' });
  dom.window.eval('document.title');
  res.json({ title: dom.window.document.title });
});

// The app's own template, with its own scripts.
const shell = new JSDOM('<!DOCTYPE html><script>window.ready = true</script>', { runScripts: 'dangerously' });
export default shell;
