import * as jwt from 'jsonwebtoken';

export const read = (token: string, key: string) =>
  jwt.verify(token, key, { algorithms: ['none'] as jwt.Algorithm[] }); // want "jwt-none-algorithm"
export const issue = (claims: object, key: string) =>
  jwt.sign(claims, key, { algorithm: 'none' as jwt.Algorithm }); // want "jwt-none-algorithm"
export const safe = (token: string, key: string) =>
  jwt.verify(token, key, { algorithms: ['RS256'] as jwt.Algorithm[] });
