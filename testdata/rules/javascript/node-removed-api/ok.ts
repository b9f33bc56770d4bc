import fs from 'fs';
import util from 'util';
import os from 'os';

export const present = fs.existsSync('/etc/app.json');
export const list = Array.isArray(present) ? present : [present];
export const text = util.format('%s', os.tmpdir());
export const isArrayHelper = { isArray: (x: unknown) => Array.isArray(x) };
export const check = isArrayHelper.isArray(list);
