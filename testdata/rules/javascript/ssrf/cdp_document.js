const express = require('express');
const CDP = require('chrome-remote-interface');
const phantom = require('phantom');

const app = express();

// Render an HTML snippet the client sent to a PNG: its <img> and <iframe> load from the server's network.
app.post('/snapshot', async (req, res) => {
  const client = await CDP();
  const { Page } = client;
  await Page.enable();
  const { frameTree } = await Page.getFrameTree();
  await Page.setDocumentContent({ frameId: frameTree.frame.id, html: req.body.html }); // want "javascript/ssrf"
  await Page.setDocumentContent({ frameId: frameTree.frame.id, html: '<p>Rendering…</p>' });
  const { data } = await Page.captureScreenshot();
  res.type('png').send(Buffer.from(data, 'base64'));
});

app.get('/legacy-render', async (req, res) => {
  const instance = await phantom.create();
  const page = await instance.createPage();
  await page.openUrl(req.query.url, 'GET', {}); // want "javascript/ssrf"
  await page.openUrl('https://status.example.com/', 'GET', {});
  res.send(await page.property('content'));
});
