import AWS from 'aws-sdk';
import { S3Client, CreateBucketCommand } from '@aws-sdk/client-s3';
const s3 = new AWS.S3();
const client = new S3Client({});
export async function up(key: string, body: Buffer) {
  await s3.upload({ Bucket: 'b', Key: key, Body: body, ACL: 'public-read-write' }).promise(); // want "s3-acl-public-write"
  await client.send(new CreateBucketCommand({ Bucket: 'b', ACL: 'public-read-write' })); // want "s3-acl-public-write"
}
