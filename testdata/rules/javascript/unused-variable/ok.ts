import type { Request, Response } from 'express';
import { readFile } from 'fs/promises';
import defaultConfig from './config';
import * as helpers from './helpers';
import { legacy as _legacy } from './legacy';
import './polyfills';

export { defaultConfig };

export async function handler(req: Request, res: Response): Promise<void> {
  const text = await readFile('x.txt', 'utf8');
  const parts = { ...helpers.split(text) };
  let _unusedOnPurpose = 0;
  var total = 0;
  for (const p of Object.values(parts)) {
    total += String(p).length;
  }
  res.json({ total, query: req.query });
}

// module-level declarations may be used by whoever imports the module
const VERSION = '1.0';
