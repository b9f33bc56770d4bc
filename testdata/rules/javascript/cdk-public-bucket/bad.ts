import * as s3 from 'aws-cdk-lib/aws-s3';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Stack } from 'aws-cdk-lib';

export function site(stack: Stack) {
  new s3.Bucket(stack, 'Site', {
    publicReadAccess: true, // want "javascript/cdk-public-bucket"
    websiteIndexDocument: 'index.html',
  });
  const assets = new Bucket(stack, 'Assets', { versioned: true });
  assets.grantPublicAccess('*', 's3:GetObject'); // want "javascript/cdk-public-bucket"
}
