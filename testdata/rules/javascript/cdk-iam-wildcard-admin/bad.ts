import * as iam from 'aws-cdk-lib/aws-iam';

export function grantAll(role: iam.Role): void {
  role.addToPolicy(new iam.PolicyStatement({
    actions: ['*'], // want "cdk-iam-wildcard-admin"
    resources: ['*'],
  }));
  role.addToPolicy(new iam.PolicyStatement({ effect: iam.Effect.ALLOW, resources: ['*'], actions: ['*'] })); // want "cdk-iam-wildcard-admin"
}
