function verifyWebhook(req, expected) {
  const signature = Buffer.from(req.headers['x-hub-signature-256'] || '');
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) {
    throw new Error('bad signature');
  }
  if (signature === undefined) return false;
  return header.algorithm === 'HS256';
}

function mode() {
  if (process.env.NODE_ENV === 'production') return 'prod';
  if (!process.env.API_TOKEN) throw new Error('API_TOKEN is not set');
  return process.env.SECRET_BACKEND === undefined ? 'none' : 'set';
}
