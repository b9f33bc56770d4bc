import AWS from 'aws-sdk';
const s3 = new AWS.S3();
export async function up(key: string, body: Buffer) {
  await s3.upload({ Bucket: 'b', Key: key, Body: body, ACL: 'private' }).promise();
  await s3.upload({ Bucket: 'b', Key: key, Body: body, ACL: 'bucket-owner-full-control' }).promise();
}
export const docs = { ACL: 'public-read-write' };
