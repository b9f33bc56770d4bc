import { Hono } from 'hono';
const app = new Hono();
app.get('/items/:id', (c) => c.redirect(`/v2/items/${c.req.param('id')}`));
app.get('/home', (c) => c.redirect('/'));
app.get('/lang', (c) => c.redirect(LANGS[c.req.query('l') ?? 'en'] ?? '/'));
