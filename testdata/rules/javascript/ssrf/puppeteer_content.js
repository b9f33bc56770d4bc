const puppeteer = require('puppeteer');
const express = require('express');

const app = express();

app.post('/pdf', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  await page.setContent(req.body.html); // want "ssrf"
  const pdf = await page.pdf();
  await browser.close();
  res.type('application/pdf').send(pdf);
});
