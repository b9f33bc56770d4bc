// A public website bucket: anyone may read, nobody else may write.
export const websitePolicy = {
  Version: '2012-10-17',
  Statement: [
    { Sid: 'PublicRead', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::www.example.com/*' },
    { Effect: 'Deny', Principal: '*', Action: 's3:*', Resource: 'arn:aws:s3:::www.example.com/*',
      Condition: { Bool: { 'aws:SecureTransport': 'false' } } },
  ],
};

// SNS may write to the queue, but only from this topic.
export const queuePolicy = {
  Statement: [{
    Effect: 'Allow',
    Principal: { Service: 'sns.amazonaws.com' },
    Action: 'sqs:SendMessage',
    Resource: process.env.QUEUE_ARN,
  }, {
    Effect: 'Allow',
    Principal: '*',
    Action: 'sqs:SendMessage',
    Resource: process.env.QUEUE_ARN,
    Condition: { ArnEquals: { 'aws:SourceArn': process.env.TOPIC_ARN } },
  }],
};

export const accountOnly = { Effect: 'Allow', Principal: { AWS: 'arn:aws:iam::123456789012:root' }, Action: 's3:*' };
