const neo4j = require('neo4j-driver');
const driver = neo4j.driver('bolt://localhost');
function session(opts) {
  return driver.session(opts);
}
const s = session({ database: 'neo4j', defaultAccessMode: neo4j.session.READ });
module.exports = { s };
