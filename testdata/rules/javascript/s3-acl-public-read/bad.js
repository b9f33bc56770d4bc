const AWS = require('aws-sdk');
const { S3Client, PutObjectCommand, PutBucketAclCommand } = require('@aws-sdk/client-s3');
const s3 = new AWS.S3();
const client = new S3Client({});
async function up(key, body) {
  await s3.putObject({ Bucket: 'b', Key: key, Body: body, ACL: 'public-read' }).promise(); // want "s3-acl-public-read"
  await client.send(new PutObjectCommand({ Bucket: 'b', Key: key, Body: body, ACL: 'public-read' })); // want "s3-acl-public-read"
  await client.send(new PutBucketAclCommand({ Bucket: 'b', ACL: 'authenticated-read' })); // want "s3-acl-public-read"
}
module.exports = { up };
