import * as kms from 'aws-cdk-lib/aws-kms';
import * as cloudtrail from 'aws-cdk-lib/aws-cloudtrail';

export function audit(stack: any): void {
  new kms.Key(stack, 'DataKey', { enableKeyRotation: true });
  new cloudtrail.Trail(stack, 'Trail', { enableFileValidation: true });
}
