import boto3

s3 = boto3.client(
    "s3",
    aws_access_key_id="backup-writer-key-id",  # want "python/hardcoded-cloud-credential"
    aws_secret_access_key="s3-prod-secret-key-for-backups-2024",  # want "python/hardcoded-cloud-credential"
)
