import { SecretValue } from 'aws-cdk-lib';
const password = SecretValue.unsafePlainText('Sup3r-s3cret'); // want "javascript/cdk-secret-plaintext"
const token = cdk.SecretValue.plainText(`ghp_${suffix}`); // want "javascript/cdk-secret-plaintext"
