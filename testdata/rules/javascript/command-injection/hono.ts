import { Hono } from 'hono';
import { exec } from 'node:child_process';
const app = new Hono();
app.get('/ping', (c) => {
  const host = c.req.query('host');
  exec(`ping -c 1 ${host}`); // want "command-injection: .*c.req.query"
  return c.text('ok');
});
app.post('/tag', async (c) => {
  const form = await c.req.parseBody();
  exec('git tag ' + form.name); // want "command-injection: .*c.req.parseBody"
  return c.text('ok');
});
