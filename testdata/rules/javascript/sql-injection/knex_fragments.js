const knex = require('knex')({ client: 'pg' });

// knex's *Raw methods take a fragment of the statement: a value spliced
// between its quotes is the same mistake as in a whole query, and knex
// documents ? bindings for it (whereRaw('name = ?', [name])).
function byName(name) {
  return knex('users').whereRaw(`name = '${name}'`); // want "sql-injection"
}

function byOwner(owner) {
  return knex('docs').where('archived', false).orWhereRaw("owner = '" + owner + "'"); // want "sql-injection"
}

// Safe: bindings, and fragments without a value.
function byNameSafe(name) {
  return knex('users').whereRaw('name = ?', [name]);
}

function newest() {
  return knex('users').orderByRaw('created_at DESC NULLS LAST');
}

function counted(min) {
  return knex('users').groupBy('team').havingRaw('count(*) > ?', [min]);
}

module.exports = { byName, byOwner, byNameSafe, newest, counted };
