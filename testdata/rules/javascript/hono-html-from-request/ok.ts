import { Hono } from 'hono';
import { html } from 'hono/html';
const app = new Hono();
app.get('/hello', (c) => {
  const name = c.req.query('name');
  return c.html(html`<h1>Hello ${name}</h1>`);
});
app.get('/page', (c) => {
  const page = html`<p>${c.req.param('id')}</p>`;
  return c.html(page);
});
app.get('/static', (c) => c.html('<h1>Welcome</h1>'));
$('#out').html(userText);
