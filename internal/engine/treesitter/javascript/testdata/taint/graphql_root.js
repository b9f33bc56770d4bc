const express = require('express');
const { graphqlHTTP } = require('express-graphql');
const { buildSchema } = require('graphql');
const { execSync } = require('child_process');
const fs = require('fs');

const schema = buildSchema('type Query { logs(service: String!): String, version: String }');

// graphql-js calls the root value's functions with the field's arguments.
const root = {
  logs: ({ service }) => execSync(`journalctl -u ${service}`).toString(), // want "command-injection: Shell command built from input"
  version: () => fs.readFileSync('./VERSION', 'utf8'),
};

// Not a root value: a table of helpers the server calls itself.
const helpers = {
  read: (file) => fs.readFileSync(file, 'utf8'),
};

const app = express();
app.use('/graphql', graphqlHTTP({ schema, rootValue: root, graphiql: false }));
app.get('/version', (req, res) => res.send(helpers.read('./VERSION')));
