import { Router, Request, Response } from 'express';

class Catalog {
  private items = new Map<string, string>();

  find(name: string): string | undefined {
    return this.items.get(name);
  }
}

const catalog = new Catalog();
const router = Router();

router.get('/item', (req: Request, res: Response) => {
  res.json({ item: catalog.find(req.query.name as string) });
});

export default router;
