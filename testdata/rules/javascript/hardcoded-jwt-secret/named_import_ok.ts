import { sign, verify } from 'jsonwebtoken';

const PUBLIC_KEY = process.env.JWT_PUBLIC_KEY as string;
export const token = sign({ sub: 'user' }, process.env.JWT_SECRET as string, { expiresIn: '1h' });
export const claims = verify(token, PUBLIC_KEY, { algorithms: ['RS256'] });
export const pem = verify(token, '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----');
