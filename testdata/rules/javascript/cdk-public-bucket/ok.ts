import * as s3 from 'aws-cdk-lib/aws-s3';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Stack } from 'aws-cdk-lib';

export function site(stack: Stack, reader: iam.IRole) {
  const b = new s3.Bucket(stack, 'Site', {
    publicReadAccess: false,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  });
  b.grantRead(reader);
}
