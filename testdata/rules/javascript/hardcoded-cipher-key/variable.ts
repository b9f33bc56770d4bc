import { createCipheriv, createHmac, randomBytes } from 'crypto';

const DATA_KEY = 'abcdefghijklmnopqrstuvwxyz123456';

export function seal(text: string): Buffer {
  const c = createCipheriv('aes-256-gcm', DATA_KEY, randomBytes(12)); // want "hardcoded-cipher-key"
  return Buffer.concat([c.update(text), c.final()]);
}

export const mac = createHmac('sha256', 'webhook-signing-secret').update('x').digest('hex'); // want "hardcoded-cipher-key"
