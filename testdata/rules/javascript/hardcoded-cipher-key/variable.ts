import { createCipheriv, createHmac, randomBytes } from 'crypto';

const DATA_KEY = 'abcdefghijklmnopqrstuvwxyz123456';

export function seal(text: string): Buffer {
  const c = createCipheriv('aes-256-gcm', DATA_KEY, randomBytes(12)); // want "hardcoded-cipher-key"
  return Buffer.concat([c.update(text), c.final()]);
}

export const mac = createHmac('sha256', 'webhook-signing-secret').update('x').digest('hex'); // want "hardcoded-cipher-key"

// A literal in a branch of the choice is still the key.
export function legacyMac(data: string, useEnv: boolean): string {
  const key = useEnv === true ? (process.env.MAC_KEY as string) : 'fallback-signing-key';
  return createHmac('sha256', key).update(data).digest('hex'); // want "hardcoded-cipher-key"
}
