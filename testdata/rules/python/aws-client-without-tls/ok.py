import boto3


def s3_client():
    return boto3.client("s3", region_name="eu-west-1")


def local(session):
    return session.client("s3", endpoint_url="https://minio.internal:9000", use_ssl=True)
