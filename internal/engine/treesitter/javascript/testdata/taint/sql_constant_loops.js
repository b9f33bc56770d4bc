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
