import * as s3 from 'aws-cdk-lib/aws-s3';
import { Stack } from 'aws-cdk-lib';

export function buckets(stack: Stack): void {
  new s3.Bucket(stack, 'Assets', {
    accessControl: s3.BucketAccessControl.PUBLIC_READ, // want "cdk-bucket-public-acl"
  });
  new s3.Bucket(stack, 'Uploads', {
    blockPublicAccess: new s3.BlockPublicAccess({ blockPublicAcls: false, blockPublicPolicy: true }), // want "cdk-bucket-public-acl"
  });
}
