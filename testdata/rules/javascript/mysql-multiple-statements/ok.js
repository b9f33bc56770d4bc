const mysql = require("mysql2");
const { Client } = require("pg");

const pool = mysql.createPool({ host: "db", user: "app", multipleStatements: false });
const other = mysql.createConnection({ host: "db", user: "app" });
const client = new Client({ multipleStatements: true });
const cache = redis.createConnection({ multipleStatements: true });
