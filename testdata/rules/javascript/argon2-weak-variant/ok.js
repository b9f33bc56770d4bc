const argon2 = require('argon2');
const hash = await argon2.hash(password);
const h2 = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 2 ** 16 });
const h3 = await argon2.hash(password, { type: 2 });
const digest = hasher.hash(data, { type: 1 });
