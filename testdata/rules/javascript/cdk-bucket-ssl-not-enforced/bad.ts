export class Storage extends Stack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new s3.Bucket(this, 'Logs', { encryption: s3.BucketEncryption.S3_MANAGED }); // want "javascript/cdk-bucket-ssl-not-enforced"
    new Bucket(this, 'Assets'); // want "javascript/cdk-bucket-ssl-not-enforced"
  }
}
