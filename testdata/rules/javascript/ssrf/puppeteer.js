const express = require('express');
const puppeteer = require('puppeteer');

const app = express();

app.get('/screenshot', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  await page.goto(req.query.url); // want "ssrf: .*req.query.url"
  res.type('png').send(await page.screenshot());
});

app.get('/report', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  await page.goto(`https://reports.example.com/r/${encodeURIComponent(req.query.id)}`);
  res.type('pdf').send(await page.pdf());
});

const CDP = require('chrome-remote-interface');
app.get('/cdp', async (req, res) => {
  const { Page } = await CDP();
  await Page.navigate({ url: req.query.target }); // want "ssrf"
  res.end();
});
