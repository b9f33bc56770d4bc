const hash = await bcrypt.hash(password, '$2b$10$abcdefghijklmnopqrstuu'); // want "javascript/constant-password-salt"
const key = crypto.pbkdf2Sync(password, 'salt', 310000, 32, 'sha256'); // want "javascript/constant-password-salt"
const k2 = crypto.scryptSync(password, Buffer.from('static-salt'), 64); // want "javascript/constant-password-salt"
