import { SecretValue } from 'aws-cdk-lib';
const password = SecretValue.secretsManager('db-password');
const token = SecretValue.ssmSecure('/ci/github-token');
