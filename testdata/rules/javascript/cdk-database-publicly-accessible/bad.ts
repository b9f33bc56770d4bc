import * as rds from 'aws-cdk-lib/aws-rds';

export function db(stack: any, vpc: any): rds.DatabaseInstance {
  return new rds.DatabaseInstance(stack, 'Db', {
    engine: rds.DatabaseInstanceEngine.POSTGRES,
    vpc,
    publiclyAccessible: true, // want "cdk-database-publicly-accessible"
  });
}
