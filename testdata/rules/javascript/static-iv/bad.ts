import * as crypto from 'crypto';

export function seal(key: Buffer, data: string): Buffer {
  const a = crypto.createCipheriv('aes-256-cbc', key, Buffer.alloc(16, 0)); // want "javascript/static-iv"
  const b = crypto.createCipheriv('aes-256-cbc', key, '1234567890123456'); // want "javascript/static-iv"
  const c = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])); // want "javascript/static-iv"
  const e = CryptoJS.AES.encrypt(data, key, { iv: CryptoJS.enc.Utf8.parse('1234567890123456') }); // want "javascript/static-iv"
  return Buffer.concat([a.update(data), a.final()]);
}
