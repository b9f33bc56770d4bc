import { Sequelize } from 'sequelize';
const sequelize = new Sequelize(process.env.DATABASE_URL as string, {
  dialect: 'postgres',
  dialectOptions: { ssl: { require: true, ca: process.env.DB_CA } },
});
const config = {
  server: 'sql.internal.example.com',
  options: { encrypt: true },
};
const uploader = { options: { encrypt: false }, bucket: 'x' };
const dev = new Sequelize('sqlite::memory:', { logging: false });
