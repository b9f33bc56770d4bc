const Ajv = require('ajv');
const ajv = new Ajv({ strict: true });
const dev = new Ajv({ allErrors: false });
module.exports = { ajv, dev };
