const { Sequelize } = require('sequelize');
const sequelize = new Sequelize(process.env.DB_NAME, process.env.DB_USER, process.env.DB_PASS, {
  host: process.env.DB_HOST,
  dialect: 'postgres',
  dialectOptions: { ssl: false }, // want "javascript/database-tls-disabled"
});
const mssqlDb = new Sequelize({
  dialect: 'mssql',
  dialectOptions: {
    options: { encrypt: false }, // want "javascript/database-tls-disabled"
  },
});
const config = {
  user: process.env.SQL_USER,
  password: process.env.SQL_PASSWORD,
  server: 'sql.internal.example.com',
  database: 'orders',
  options: { encrypt: false, trustServerCertificate: false }, // want "javascript/database-tls-disabled"
};
await sql.connect(config);
