import { createCipheriv, createHmac, randomBytes, scryptSync } from 'crypto';

const dataKey = Buffer.from(process.env.DATA_KEY ?? '', 'base64');
const derived = scryptSync(process.env.PASSPHRASE as string, randomBytes(16), 32);

export function seal(text: string): Buffer {
  const c = createCipheriv('aes-256-gcm', dataKey, randomBytes(12));
  const d = createCipheriv('aes-256-gcm', derived, randomBytes(12));
  return Buffer.concat([c.update(text), c.final(), d.final()]);
}

export const mac = createHmac('sha256', process.env.WEBHOOK_SECRET as string).update('x').digest('hex');

// A comparison is a boolean: the literal it compares against is not the key.
type SecretKey = string | ((req: Request) => Promise<string>);

export async function verify(req: Request, secretKey: SecretKey, body: unknown, signature: string): Promise<boolean> {
  const key = typeof secretKey === 'function' ? await secretKey(req) : secretKey;
  const expected = createHmac('sha256', key).update(JSON.stringify(body)).digest('hex');
  return expected === signature;
}
