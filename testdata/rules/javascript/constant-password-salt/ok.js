const hash = await bcrypt.hash(password, 12);
const salt = crypto.randomBytes(16);
const key = crypto.pbkdf2Sync(password, salt, 310000, 32, 'sha256');
const k2 = crypto.scryptSync(password, user.salt, 64);
