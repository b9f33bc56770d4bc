import * as s3 from 'aws-cdk-lib/aws-s3';
import { Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';

export function storage(stack: Stack) {
  const uploads = new s3.Bucket(stack, 'Uploads', { // want "typescript/cdk-bucket-ssl-not-enforced"
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  const logs = new Bucket(stack, 'Logs'); // want "typescript/cdk-bucket-ssl-not-enforced"
  const reports = new s3.Bucket(stack, 'Reports', { enforceSSL: false, versioned: true }); // want "typescript/cdk-bucket-ssl-not-enforced"
  return { uploads, logs, reports };
}
