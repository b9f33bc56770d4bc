import crypto from 'crypto';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function etagFor(body: string): string {
  const etag = crypto.createHash('md5').update(body).digest('hex');
  return `"${etag}"`;
}
