export class Storage extends Stack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new s3.Bucket(this, 'Logs', { encryption: s3.BucketEncryption.S3_MANAGED, enforceSSL: true });
    new s3.Bucket(this, 'Shared', { ...secureBucketDefaults, bucketName: 'shared' });
  }
}
const gcs = new Bucket(storage, 'my-bucket');
