import * as crypto from 'crypto';

export function seal(key: Buffer, data: string): Buffer {
  const iv = crypto.randomBytes(16);
  const a = crypto.createCipheriv('aes-256-cbc', key, iv);
  const b = crypto.createDecipheriv('aes-256-cbc', key, Buffer.from(payload.iv, 'base64'));
  const c = crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
  const e = CryptoJS.AES.encrypt(data, key, { iv: CryptoJS.lib.WordArray.random(16) });
  return Buffer.concat([iv, a.update(data), a.final()]);
}
