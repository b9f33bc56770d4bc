const { MongoClient } = require('mongodb');
const mongoose = require('mongoose');

const client = new MongoClient(process.env.MONGO_URL, {
  authMechanism: 'MONGODB-CR', // want "javascript/mongodb-cr-auth"
  authSource: 'admin',
});

mongoose.connect('mongodb://reporting:secret@db1.example.com:27017/reports?authSource=admin&authMechanism=MONGODB-CR'); // want "javascript/mongodb-cr-auth"

const legacy = `mongodb://${process.env.DB_USER}:${process.env.DB_PASS}@legacy-db:27017/app?authMechanism=MONGODB-CR`; // want "javascript/mongodb-cr-auth"
module.exports = { client, legacy };
