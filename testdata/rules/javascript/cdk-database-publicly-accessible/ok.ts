import * as rds from 'aws-cdk-lib/aws-rds';
import * as ec2 from 'aws-cdk-lib/aws-ec2';

export function db(stack: any, vpc: any): rds.DatabaseInstance {
  return new rds.DatabaseInstance(stack, 'Db', {
    engine: rds.DatabaseInstanceEngine.POSTGRES,
    vpc,
    vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
    publiclyAccessible: false,
  });
}
