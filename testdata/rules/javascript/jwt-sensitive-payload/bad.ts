import * as jwt from 'jsonwebtoken';

export function issue(user: User, key: string): string {
  return jwt.sign({ sub: user.id, password: user.password }, key, { expiresIn: '1h' }); // want "javascript/jwt-sensitive-payload"
}

export async function issueJose(user: User, key: Uint8Array): Promise<string> {
  const apiKey = user.apiKey;
  return new SignJWT({ sub: user.id, apiKey }).setProtectedHeader({ alg: 'HS256' }).sign(key); // want "javascript/jwt-sensitive-payload"
}
