const AWS = require('aws-sdk');

const s3 = new AWS.S3({ region: 'eu-west-1', sslEnabled: true });

// LocalStack in development: a local endpoint, not AWS.
const local = new AWS.S3({
  endpoint: 'http://localhost:4566',
  sslEnabled: false,
  s3ForcePathStyle: true,
});

const dynamo = new AWS.DynamoDB({ region: 'eu-west-1' });
module.exports = { s3, local, dynamo };
