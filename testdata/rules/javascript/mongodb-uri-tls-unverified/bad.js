const { MongoClient } = require('mongodb');
const mongoose = require('mongoose');

const client = new MongoClient('mongodb+srv://app:secret@cluster0.example.net/app?retryWrites=true&tls=true&tlsAllowInvalidCertificates=true'); // want "javascript/mongodb-uri-tls-unverified"

mongoose.connect(`mongodb://${process.env.DB_HOST}:27017/shop?tls=true&tlsInsecure=true`); // want "javascript/mongodb-uri-tls-unverified"

module.exports = client;
