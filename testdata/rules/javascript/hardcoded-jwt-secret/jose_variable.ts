import { SignJWT, jwtVerify, EncryptJWT } from 'jose';
import * as jose from 'jose';
import { createSecretKey } from 'crypto';

const secret = new TextEncoder().encode('cc7e0d44fd473002f1c42167459001140ec6389b7353f8088f4d9a95f2f596f2');
const key = createSecretKey(Buffer.from('a-literal-signing-key-value'));

export async function issue(sub: string) {
  return new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('2h').sign(secret); // want "javascript/hardcoded-jwt-secret"
}

export async function check(token: string) {
  const { payload } = await jwtVerify(token, secret); // want "javascript/hardcoded-jwt-secret"
  await jose.jwtVerify(token, new TextEncoder().encode('another-literal-secret')); // want "javascript/hardcoded-jwt-secret"
  return payload;
}

export async function seal(claims: Record<string, string>) {
  return new EncryptJWT(claims).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key); // want "javascript/hardcoded-jwt-secret"
}
