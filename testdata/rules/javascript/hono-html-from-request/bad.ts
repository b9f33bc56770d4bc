import { Hono } from 'hono';
const app = new Hono();
app.get('/hello', (c) => {
  const name = c.req.query('name');
  return c.html(`<h1>Hello ${name}</h1>`); // want "javascript/hono-html-from-request"
});
app.post('/comment', async (c) => {
  const { text } = await c.req.json();
  const page = '<p>' + text + '</p>';
  return c.html(page); // want "javascript/hono-html-from-request"
});
