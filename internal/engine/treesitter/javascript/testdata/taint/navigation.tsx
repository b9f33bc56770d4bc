// The router and renderer rows of models/javascript_navigation.yml:
// React Router's useLocation() is the page's URL, Next's router.push
// navigates to an absolute URL, and wkhtmltopdf, wkhtmltoimage and
// PhantomJS's page.open fetch what they are given from the server.
import { useLocation } from 'react-router-dom';
import { useRouter } from 'next/router';
import wkhtmltopdf from 'wkhtmltopdf';
import express from 'express';

export function Login() {
  const location = useLocation();
  const router = useRouter();
  const next = new URLSearchParams(location.search).get('next');
  const done = () => router.push(next ?? '/'); // want "open-redirect: .*location.search"
  const home = () => router.push("/home");
  const frag = document.createElement('div');
  frag.innerHTML = location.hash.slice(1); // want "xss: .*location.hash"
  frag.textContent = location.pathname;
  return <button onClick={() => { done(); home(); }}>{frag.textContent}</button>;
}

const app = express();
app.get('/pdf', (req, res) => {
  wkhtmltopdf(req.query.url).pipe(res); // want "ssrf: .*req.query.url"
  wkhtmltopdf('<h1>Invoice</h1>').pipe(res);
});
app.get('/shot', async (req, res) => {
  const page = await phantomInstance.createPage();
  await page.open(req.query.target); // want "ssrf: .*req.query.target"
  await page.open('https://status.example.com/');
  res.end();
});
