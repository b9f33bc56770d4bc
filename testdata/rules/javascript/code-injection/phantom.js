const express = require('express');
const phantom = require('phantom');

const app = express();

app.get('/render', async (req, res) => {
  const instance = await phantom.create();
  const page = await instance.createPage();
  await page.open('https://status.example.com/');
  await page.evaluateJavaScript(`function() { return document.querySelector("${req.query.selector}").textContent; }`); // want "javascript/code-injection"
  const title = await page.evaluateJavaScript('function() { return document.title; }');
  await instance.exit();
  res.json({ title });
});
