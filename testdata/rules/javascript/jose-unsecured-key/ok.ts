import * as jose from 'jose';

export async function verify(token: string, jwks: jose.JWTVerifyGetKey) {
  const { payload } = await jose.jwtVerify(token, jwks, { algorithms: ['ES256'] });
  return payload;
}

export async function sign(key: jose.KeyLike) {
  return new jose.SignJWT({ sub: 'user' }).setProtectedHeader({ alg: 'ES256' }).sign(key);
}
