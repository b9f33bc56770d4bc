import { sign, verify } from 'jsonwebtoken';

export const token = sign({ sub: 'user' }, 'my-super-secret-key', { expiresIn: '1h' }); // want "javascript/hardcoded-jwt-secret"
export const claims = verify(token, 'my-super-secret-key'); // want "javascript/hardcoded-jwt-secret"
