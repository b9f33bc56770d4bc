const argon2 = require('argon2');
const hash = await argon2.hash(password, { type: argon2.argon2i, memoryCost: 2 ** 16 }); // want "javascript/argon2-weak-variant"
const h2 = await argon2.hash(password, { type: 0 }); // want "javascript/argon2-weak-variant"
