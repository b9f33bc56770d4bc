import mongoose from 'mongoose';
import { Pool } from 'pg';
import { Sequelize } from 'sequelize';

mongoose.connect(process.env.MONGO_URL as string);
export const pool = new Pool({ connectionString: `postgres://${process.env.DB_USER}:${process.env.DB_PASS}@db:5432/app` });
export const local = new Pool({ connectionString: 'postgres://postgres:postgres@localhost:5432/app_test' });
export const docs = 'mongodb://<username>:<password>@cluster.mongodb.net';
export const sequelize = new Sequelize('shop', 'shop_user', process.env.DB_PASSWORD, { dialect: 'mysql' });
export const homepage = 'https://example.com/about';
