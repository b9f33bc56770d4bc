const fs = require('fs');
const util = require('util');
const tls = require('tls');
const sys = require('sys'); // want "node-removed-api"

fs.exists('/etc/app.json', (ok) => { // want "node-removed-api"
  if (util.isArray(ok)) { // want "node-removed-api"
    util.puts('odd'); // want "node-removed-api"
  }
});
const pair = tls.createSecurePair(); // want "node-removed-api"
module.exports = { sys, pair };
