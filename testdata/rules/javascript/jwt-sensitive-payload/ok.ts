import * as jwt from 'jsonwebtoken';

export function issue(user: User, key: string): string {
  return jwt.sign({ sub: user.id, role: user.role }, key, { expiresIn: '1h' });
}

export function options(secret: string) {
  return jwt.sign({ sub: 'svc' }, secret, { algorithm: 'HS256' });
}
