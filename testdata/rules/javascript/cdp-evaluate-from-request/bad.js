const express = require('express');
const CDP = require('chrome-remote-interface');
const puppeteer = require('puppeteer');

const app = express();

app.get('/scrape', async (req, res) => {
  const client = await CDP();
  const { Page, Runtime } = client;
  await Page.enable();
  await Page.navigate({ url: 'https://shop.example.com/' });
  await Page.loadEventFired();
  const result = await Runtime.evaluate({ expression: req.query.script, returnByValue: true }); // want "javascript/cdp-evaluate-from-request"
  await client.close();
  res.json(result.result.value);
});

app.post('/measure', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  const session = await page.target().createCDPSession();
  const expression = `document.querySelector(${req.body.selector}).offsetHeight`;
  const { result } = await session.send('Runtime.evaluate', { expression }); // want "javascript/cdp-evaluate-from-request"
  await browser.close();
  res.json(result.value);
});
