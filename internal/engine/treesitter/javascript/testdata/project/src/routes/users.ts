import { Router, Request, Response } from 'express';
import users from '../repositories/userRepository';
import { readUpload, readUploadChecked } from '../services';
import { query } from '../db/pool';

const { safeText, toInt } = require('../utils/sanitize');

const router = Router();

router.get('/users/:id', async (req: Request, res: Response) => {
  const [user] = await users.findById(req.params.id);
  if (!user) {
    return res.status(404).send('<p>No user ' + safeText(req.params.id) + '</p>');
  }
  res.json(user);
});

router.get('/users', async (req: Request, res: Response) => {
  const term = String(req.query.q ?? '');
  res.json(await users.search(term)); // want "sql-injection: .*req.query.q.*src/repositories/userRepository.ts: "
});

router.get('/archive', async (req: Request, res: Response) => {
  const limit = toInt(req.query.limit, 20);
  res.json(await users.list(String(req.query.kind), limit));
});

router.get('/count', async (req: Request, res: Response) => {
  const rows = await query(`SELECT COUNT(*) AS n FROM users WHERE team = ${toInt(req.query.team)}`);
  res.json(rows);
});

router.get('/files/:name', async (req: Request, res: Response) => {
  res.send(await readUpload(req.params.name)); // want "path-traversal: .*req.params.name.*src/services/files.js: "
});

router.get('/checked/:name', async (req: Request, res: Response) => {
  res.send(await readUploadChecked(req.params.name));
});

export default router;
