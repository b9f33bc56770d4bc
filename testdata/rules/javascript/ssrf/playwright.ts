// A page from newPage() is a headless browser's page whatever it is
// called: goto loads the URL from the server's network.
import express from 'express';
import { chromium } from 'playwright';
import puppeteer from 'puppeteer';

const app = express();

app.get('/shot', async (req, res) => {
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const tab2 = await context.newPage();
  await tab2.goto(req.query.url as string); // want "ssrf: .*req.query.url"
  const png = await tab2.screenshot();
  res.type('png').send(png);
});

app.get('/pdf', async (req, res) => {
  const b = await puppeteer.launch();
  const p = await b.newPage();
  await p.goto(`https://example.com/report/${encodeURIComponent(String(req.query.id))}`);
  res.send(await p.pdf());
});
