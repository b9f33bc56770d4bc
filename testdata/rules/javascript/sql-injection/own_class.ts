import { Router, Request, Response } from 'express';
import { Pool } from 'pg';

class Users {
  constructor(private readonly pool: Pool) {}

  find(name: string) {
    return this.pool.query(`SELECT * FROM users WHERE name = '${name}'`); // want "sql-injection"
  }
}

const users = new Users(new Pool());
const router = Router();

router.get('/users', async (req: Request, res: Response) => {
  res.json(await users.find(req.query.name as string));
});

export default router;
