import * as crypto from 'crypto';

export function seal(publicKey: crypto.KeyObject, data: Buffer): Buffer {
  return crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

export function open(privateKey: crypto.KeyObject, data: Buffer): Buffer {
  return crypto.privateDecrypt(privateKey, data);
}

// a signature's padding is another scheme: PSS or PKCS#1 v1.5 signatures are sound
export function sign(privateKey: crypto.KeyObject, data: Buffer): Buffer {
  return crypto.sign('sha256', data, { key: privateKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING });
}
