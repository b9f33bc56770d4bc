const yaml = require('js-yaml');
const doc = yaml.load(text);
const d2 = yaml.load(text, { schema: yaml.JSON_SCHEMA });
const d3 = yaml.safeLoad(text, { schema: yaml.DEFAULT_SAFE_SCHEMA });
