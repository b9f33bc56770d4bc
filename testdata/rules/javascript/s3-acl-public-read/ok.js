const AWS = require('aws-sdk');
const s3 = new AWS.S3();
async function up(key, body) {
  await s3.putObject({ Bucket: 'b', Key: key, Body: body }).promise();
  await s3.putObject({ Bucket: 'b', Key: key, Body: body, ACL: 'private' }).promise();
  return s3.getSignedUrlPromise('getObject', { Bucket: 'b', Key: key, Expires: 300 });
}
module.exports = { up };
