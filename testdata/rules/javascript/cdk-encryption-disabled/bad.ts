import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as efs from 'aws-cdk-lib/aws-efs';
import * as rds from 'aws-cdk-lib/aws-rds';
import { Stack } from 'aws-cdk-lib';

export function data(stack: Stack, vpc: any) {
  new s3.Bucket(stack, 'Raw', {
    encryption: s3.BucketEncryption.UNENCRYPTED, // want "javascript/cdk-encryption-disabled"
    enforceSSL: false, // want "javascript/cdk-encryption-disabled"
  });
  new sqs.Queue(stack, 'Jobs', { encryption: sqs.QueueEncryption.UNENCRYPTED }); // want "javascript/cdk-encryption-disabled"
  new efs.FileSystem(stack, 'Shared', { vpc, encrypted: false }); // want "javascript/cdk-encryption-disabled"
  new rds.DatabaseInstance(stack, 'Db', {
    engine: rds.DatabaseInstanceEngine.POSTGRES,
    vpc,
    storageEncrypted: false, // want "javascript/cdk-encryption-disabled"
  });
}
