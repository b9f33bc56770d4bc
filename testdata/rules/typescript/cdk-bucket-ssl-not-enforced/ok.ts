import * as s3 from 'aws-cdk-lib/aws-s3';
import { Stack } from 'aws-cdk-lib';

interface StorageProps {
  enforceSSL?: boolean;
  bucketProps?: s3.BucketProps;
}

export function storage(stack: Stack, props: StorageProps) {
  const uploads = new s3.Bucket(stack, 'Uploads', {
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  });
  // The caller decides; the default of its own props is not visible here.
  const data = new s3.Bucket(stack, 'Data', { enforceSSL: props.enforceSSL ?? true });
  const shared = new s3.Bucket(stack, 'Shared', { ...props.bucketProps, versioned: true });
  const configured = new s3.Bucket(stack, 'Configured', props.bucketProps);
  // A static website bucket is served by the HTTP-only website endpoint.
  const site = new s3.Bucket(stack, 'Site', { websiteIndexDocument: 'index.html', publicReadAccess: false });
  return { uploads, data, shared, configured, site };
}
