function verifyWebhook(req, secret) {
  const expected = crypto.createHmac('sha256', secret).update(req.rawBody).digest('hex');
  const signature = req.headers['x-hub-signature-256'];
  if (signature !== 'sha256=' + expected) { // want "javascript/signature-compared-with-equals"
    throw new Error('bad signature');
  }
  return computedHmac === req.query.mac; // want "javascript/signature-compared-with-equals"
}

function adminOnly(req, res, next) {
  if (req.get('x-api-key') !== process.env.ADMIN_API_KEY) return res.sendStatus(401); // want "javascript/signature-compared-with-equals"
  next();
}
