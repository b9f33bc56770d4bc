import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';

export const props = {
  defaultBehavior: {
    origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.ALLOW_ALL, // want "cdk-cloudfront-insecure-protocol"
  },
  minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2016, // want "cdk-cloudfront-insecure-protocol"
};
