import * as crypto from 'crypto';

export function signLicense(privateKey: crypto.KeyObject, license: string): string {
  const signer = crypto.createSign('sha256');
  signer.update(license);
  return signer.sign(privateKey, 'base64');
}

export const sig = crypto.sign(null, Buffer.from('x'), ed25519Key);
export const sig2 = crypto.sign('RSA-SHA512', Buffer.from('x'), rsaKey);
