import boto3


def s3_client():
    return boto3.client("s3", region_name="eu-west-1", use_ssl=False)  # want "python/aws-client-without-tls"


def table(session):
    return session.resource("dynamodb", use_ssl=False).Table("users")  # want "python/aws-client-without-tls"
