import * as jose from 'jose';
import { decodeJwt } from 'jose';

export function userOf(token: string) {
  const claims = jose.decodeJwt(token); // want "jwt-decode-without-verify"
  return claims.sub ?? decodeJwt(token).email; // want "jwt-decode-without-verify"
}
