import * as jose from 'jose';

export async function userOf(token: string, jwks: jose.JWTVerifyGetKey) {
  const { kid } = jose.decodeProtectedHeader(token);
  const { payload } = await jose.jwtVerify(token, jwks, { algorithms: ['ES256'] });
  return { kid, sub: payload.sub };
}
