const hash = await bcrypt.hash(password, 12);
const salt = bcrypt.genSaltSync(10);
const key = crypto.pbkdf2Sync(password, salt, 600000, 64, "sha512");
