// A loop over a constant array gives its variable only those constants:
// SQL spliced from them is the program's own text.
const tableName = 'revisions';
const constraintNames = ['revisions_documentId_fkey', 'documentId_foreign_idx'];

module.exports = {
  up: (queryInterface) => {
    let error;
    for (const constraintName of constraintNames) {
      try {
        queryInterface.sequelize.query(`alter table "${tableName}" drop constraint "${constraintName}"`);
        return;
      } catch (err) {
        error = err;
      }
    }
    throw error;
  },
  rename: (queryInterface, names) => {
    for (const name of names) {
      queryInterface.sequelize.query(`alter table "${tableName}" drop constraint "${name}"`); // want "sql-injection: SQL built with a template"
    }
  },
};

// An array of constants that the request then adds to holds the request's
// value too.
const express = require('express');
const db = require('./db');
const app = express();
app.get('/report', (req, res) => {
  const columns = ['id', 'name'];
  columns.push(req.query.extra);
  for (const column of columns) {
    db.query(`select ${column} from reports`); // want "sql-injection"
  }
  const sorted = ['created_at', 'updated_at'];
  sorted[2] = req.query.sort;
  for (const key of sorted) {
    db.query(`select * from reports order by ${key}`); // want "sql-injection"
  }
  res.end();
});
