const mysql = require('mysql');

const pool = mysql.createPool({
  host: process.env.LEGACY_DB_HOST,
  user: 'reports',
  password: process.env.LEGACY_DB_PASSWORD,
  database: 'legacy',
  insecureAuth: true, // want "javascript/mysql-insecure-auth"
});

module.exports = pool;
