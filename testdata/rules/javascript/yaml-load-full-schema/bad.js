const yaml = require('js-yaml');
const doc = yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA }); // want "javascript/yaml-load-full-schema"
const docs = yaml.loadAll(text, null, { schema: FULL_SCHEMA }); // want "javascript/yaml-load-full-schema"
