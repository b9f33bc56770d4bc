const express = require('express');
const { JSDOM } = require('jsdom');
const jsdom = require('jsdom');

const app = express();
app.use(express.text({ type: 'text/html' }));

// Server-side rendering of a snippet the client uploaded, with its scripts run.
app.post('/preview', (req, res) => {
  const dom = new JSDOM(req.body, { runScripts: 'dangerously', resources: 'usable' }); // want "javascript/jsdom-scripts-from-request"
  res.send(dom.serialize());
});

app.post('/widgets/render', (req, res) => {
  const { markup } = req.body;
  const dom = new jsdom.JSDOM(`<!DOCTYPE html><body>${markup}</body>`, { runScripts: "dangerously" }); // want "javascript/jsdom-scripts-from-request"
  res.json({ height: dom.window.document.body.scrollHeight });
});
