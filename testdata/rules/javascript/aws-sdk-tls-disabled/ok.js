const AWS = require('aws-sdk');
const { S3Client } = require('@aws-sdk/client-s3');

const s3 = new AWS.S3({ region: 'eu-west-1', sslEnabled: true });

// LocalStack in development: a local endpoint, not AWS.
const local = new AWS.S3({
  endpoint: 'http://localhost:4566',
  sslEnabled: false,
  s3ForcePathStyle: true,
});
const localV3 = new S3Client({ endpoint: 'http://localhost:4566', forcePathStyle: true, tls: false });

// Other libraries' options of the same name.
const mailer = createMailer({ host: 'smtp.example.com', sslEnabled: false });
const settings = { database: { sslEnabled: false } };
const redis = new Redis({ tls: false });

const dynamo = new AWS.DynamoDB({ region: 'eu-west-1' });
module.exports = { s3, local, localV3, dynamo, mailer, settings, redis };

const { MongoClient } = require('mongodb');
const mongo = new MongoClient(process.env.MONGO_URL, { tls: false });
