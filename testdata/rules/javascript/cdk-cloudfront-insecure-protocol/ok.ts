import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';

export const props = {
  defaultBehavior: {
    origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
  },
  minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
};
