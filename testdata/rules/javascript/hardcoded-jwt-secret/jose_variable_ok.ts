import { SignJWT, jwtVerify, importPKCS8 } from 'jose';

const secret = new TextEncoder().encode(process.env.JWT_SECRET);
const privateKey = await importPKCS8(process.env.PRIVATE_KEY_PEM as string, 'RS256');

export async function issue(sub: string) {
  return new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
}

export async function issueRsa(sub: string) {
  return new SignJWT({ sub }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
}

export async function check(token: string) {
  return jwtVerify(token, secret);
}

export function signDoc(signer: { sign(s: string): string }, doc: string) {
  const text = 'fixed prefix ' + doc;
  return signer.sign(text);
}
