const crypto = require('crypto');
const zlib = require('zlib');

router.post('/login', (req, res) => {
  const hash = crypto.pbkdf2Sync(req.body.password, salt, 600000, 64, 'sha512'); // want "javascript/sync-io-in-handler"
  res.send(zlib.gzipSync(JSON.stringify({ ok: hash.length > 0 }))); // want "javascript/sync-io-in-handler"
});

const startupKey = crypto.scryptSync(process.env.PASSPHRASE, 'salt', 32);
router.post('/login-async', async (req, res) => {
  crypto.pbkdf2(req.body.password, salt, 600000, 64, 'sha512', (err, hash) => res.json({ ok: !err }));
});
