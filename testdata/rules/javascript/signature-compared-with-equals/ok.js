function verifyWebhook(req, expected) {
  const signature = Buffer.from(req.headers['x-hub-signature-256'] || '');
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) {
    throw new Error('bad signature');
  }
  if (signature === undefined) return false;
  return header.algorithm === 'HS256';
}
