import * as s3 from 'aws-cdk-lib/aws-s3';
import { Stack } from 'aws-cdk-lib';

export function buckets(stack: Stack): void {
  new s3.Bucket(stack, 'Assets', {
    accessControl: s3.BucketAccessControl.PRIVATE,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  });
  new s3.Bucket(stack, 'Logs', {
    accessControl: s3.BucketAccessControl.LOG_DELIVERY_WRITE,
    blockPublicAccess: new s3.BlockPublicAccess({ blockPublicAcls: true, ignorePublicAcls: true }),
  });
}
