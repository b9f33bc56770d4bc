const mongoose = require('mongoose');
const { Pool } = require('pg');
const { Sequelize } = require('sequelize');

mongoose.connect('mongodb+srv://admin:Tr0ub4dor3@cluster0.ab1cd.mongodb.net/shop'); // want "hardcoded-connection-credentials"
const pool = new Pool({ connectionString: `postgres://app:s3cretPass!@db.internal.example-corp.com:5432/app` }); // want "hardcoded-connection-credentials"
const sequelize = new Sequelize('shop', 'shop_user', 'Xk29!pLq', { host: 'mysql.prod.net', dialect: 'mysql' }); // want "hardcoded-connection-credentials"
