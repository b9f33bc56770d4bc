const hash = await bcrypt.hash(password, 4); // want "javascript/weak-kdf-work-factor"
const salt = bcrypt.genSaltSync(5); // want "javascript/weak-kdf-work-factor"
const key = crypto.pbkdf2Sync(password, salt, 1000, 64, "sha512"); // want "javascript/weak-kdf-work-factor"
