const express = require('express');
const ldap = require('ldapjs');
const app = express();
const client = ldap.createClient({ url: 'ldap://ldap.internal' });

app.get('/people', (req, res) => {
  const filter = `(&(objectClass=person)(uid=${req.query.user}))`;
  client.search('ou=people,dc=example,dc=com', { filter, scope: 'sub' }, (err, result) => { // want "ldap-injection: .*req.query.user"
    result.on('end', () => res.end());
  });
});
