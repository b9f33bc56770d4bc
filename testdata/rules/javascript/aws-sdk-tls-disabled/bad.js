const AWS = require('aws-sdk');
const { S3Client } = require('@aws-sdk/client-s3');

const s3 = new AWS.S3({ region: 'eu-west-1', sslEnabled: false }); // want "javascript/aws-sdk-tls-disabled"

AWS.config.update({
  region: process.env.AWS_REGION,
  sslEnabled: false, // want "javascript/aws-sdk-tls-disabled"
});

const client = new S3Client({ region: 'eu-west-1', tls: false }); // want "javascript/aws-sdk-tls-disabled"

module.exports = { s3, client };
