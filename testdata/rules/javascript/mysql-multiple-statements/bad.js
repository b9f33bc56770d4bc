const mysql = require("mysql");

const connection = mysql.createConnection({
  host: process.env.DB_HOST,
  user: "app",
  password: process.env.DB_PASSWORD,
  multipleStatements: true, // want "javascript/mysql-multiple-statements"
});
