const puppeteer = require('puppeteer');
const express = require('express');

const app = express();

app.get('/render', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  await page.evaluate(req.query.script); // want "code-injection: Input evaluated as code"
  await page.addScriptTag({ content: req.query.js }); // want "code-injection: Input evaluated as code"
  const title = await page.evaluate(() => document.title);
  const text = await page.evaluate((sel) => document.querySelector(sel).textContent, req.query.sel);
  await browser.close();
  res.json({ title, text });
});
