import Router from '@koa/router';
import { Pool } from 'pg';

const pool = new Pool();
const router = new Router();

router.get('/users', async (ctx) => {
  const q = ctx.query.q as string;
  const result = await pool.query(`SELECT id, name FROM users WHERE name LIKE '%${q}%'`); // want "sql-injection: .*ctx.query"
  ctx.body = result.rows;
});

router.get('/users/:id', async (ctx) => {
  const result = await pool.query('SELECT id, name FROM users WHERE id = $1', [ctx.params.id]);
  ctx.body = result.rows[0];
});

router.post('/raw', async (ctx) => {
  const { where } = ctx.request.body as { where: string };
  const result = await pool.query({ text: 'SELECT * FROM audit WHERE ' + where }); // want "sql-injection"
  ctx.body = result.rows;
});
