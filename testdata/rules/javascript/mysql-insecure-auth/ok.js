const mysql = require('mysql');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: 'reports',
  password: process.env.DB_PASSWORD,
  database: 'app',
  insecureAuth: false,
  ssl: { ca: process.env.DB_CA },
});

module.exports = pool;
