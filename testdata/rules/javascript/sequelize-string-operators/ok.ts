import { Sequelize, Op } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL!, {
  dialect: 'postgres',
  operatorsAliases: false as any,
});

export const adults = { where: { age: { [Op.gt]: 18 } } };
export const v4 = new Sequelize(process.env.DATABASE_URL!, { dialect: 'postgres', operatorsAliases: {} as any });
