const { S3Client, PutBucketPolicyCommand } = require('@aws-sdk/client-s3');
const AWS = require('aws-sdk');

const s3 = new S3Client({});

async function openUploads(bucket) {
  const policy = {
    Version: '2012-10-17',
    Statement: [
      { // want "javascript/resource-policy-anyone-writes"
        Sid: 'PublicUploads',
        Effect: 'Allow',
        Principal: '*',
        Action: ['s3:GetObject', 's3:PutObject'],
        Resource: `arn:aws:s3:::${bucket}/*`,
      },
    ],
  };
  await s3.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) }));
}

const queuePolicy = {
  Statement: [{ Effect: 'Allow', Principal: { AWS: '*' }, Action: 'sqs:*', Resource: process.env.QUEUE_ARN }], // want "javascript/resource-policy-anyone-writes"
};
new AWS.SQS().setQueueAttributes({ QueueUrl: process.env.QUEUE_URL, Attributes: { Policy: JSON.stringify(queuePolicy) } });
