import boto3

s3 = boto3.client("s3")


def publish(body):
    s3.put_object(Bucket="site", Key="index.html", Body=body, ACL="private")


def share(key):
    return s3.generate_presigned_url("get_object", Params={"Bucket": "site", "Key": key}, ExpiresIn=300)


def upload(path):
    s3.upload_file(path, "site", "report.pdf", ExtraArgs={"ACL": "bucket-owner-full-control"})


def block(bucket):
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={
        "BlockPublicAcls": True,
        "IgnorePublicAcls": True,
        "BlockPublicPolicy": True,
        "RestrictPublicBuckets": True,
    })
