const AWS = require('aws-sdk');

const s3 = new AWS.S3({ region: 'eu-west-1', sslEnabled: false }); // want "javascript/aws-sdk-tls-disabled"

AWS.config.update({
  region: process.env.AWS_REGION,
  sslEnabled: false, // want "javascript/aws-sdk-tls-disabled"
});

module.exports = s3;
