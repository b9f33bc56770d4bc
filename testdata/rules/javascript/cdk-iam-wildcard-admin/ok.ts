import * as iam from 'aws-cdk-lib/aws-iam';

export function grant(role: iam.Role, bucketArn: string): void {
  role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [`${bucketArn}/*`] }));
  // describe calls take no resource
  role.addToPolicy(new iam.PolicyStatement({ actions: ['ec2:DescribeInstances'], resources: ['*'] }));
  // a deny of everything is a guard rail
  role.addToPolicy(new iam.PolicyStatement({ effect: iam.Effect.DENY, actions: ['*'], resources: ['*'] }));
}
