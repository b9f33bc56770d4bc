const express = require('express');
const ldap = require('ldapjs');
const app = express();
const client = ldap.createClient({ url: 'ldap://ldap.internal' });

app.get('/people', (req, res) => {
  const filter = new ldap.AndFilter({
    filters: [new ldap.EqualityFilter({ attribute: 'objectClass', value: 'person' }), new ldap.EqualityFilter({ attribute: 'uid', value: req.query.user })],
  });
  client.search('ou=people,dc=example,dc=com', { filter: filter.toString(), scope: 'sub' }, (err, result) => {
    result.on('end', () => res.end());
  });
});
