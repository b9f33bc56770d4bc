const { Sequelize, Op } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  operatorsAliases: { $gt: Op.gt, $ne: Op.ne, $or: Op.or, $like: Op.like }, // want "javascript/sequelize-string-operators"
});

const legacy = new Sequelize('app', 'user', process.env.PW, { dialect: 'mysql', operatorsAliases: true }); // want "javascript/sequelize-string-operators"

module.exports = { sequelize, legacy };
