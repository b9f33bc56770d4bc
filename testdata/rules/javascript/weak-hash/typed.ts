import crypto from 'crypto';

export const passwordDigest = (body: string) => crypto.createHash('md5' as const).update(body).digest('hex'); // want "weak-hash"
export const legacy = (body: string) => crypto.createHash(<string>'sha1').update(body).digest('hex'); // want "weak-hash"
export const modern = (body: string) => crypto.createHash('sha256' as const).update(body).digest('hex');
