import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as efs from 'aws-cdk-lib/aws-efs';
import * as rds from 'aws-cdk-lib/aws-rds';
import { Stack } from 'aws-cdk-lib';

export function data(stack: Stack, vpc: any) {
  new s3.Bucket(stack, 'Raw', {
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
  });
  new sqs.Queue(stack, 'Jobs', { encryption: sqs.QueueEncryption.SQS_MANAGED });
  new efs.FileSystem(stack, 'Shared', { vpc, encrypted: true });
  new rds.DatabaseInstance(stack, 'Db', {
    engine: rds.DatabaseInstanceEngine.POSTGRES,
    vpc,
    storageEncrypted: true,
  });
  // an unrelated flag
  const options = { encrypted: false, compress: true };
  return options;
}
