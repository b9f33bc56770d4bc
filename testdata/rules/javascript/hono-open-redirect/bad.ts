import { Hono } from 'hono';
const app = new Hono();
app.get('/login/done', (c) => {
  const next = c.req.query('next');
  return c.redirect(next!); // want "javascript/hono-open-redirect"
});
app.get('/go', (c) => c.redirect(c.req.query('to') ?? '/')); // want "javascript/hono-open-redirect"
