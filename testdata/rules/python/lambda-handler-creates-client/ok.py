import boto3

s3 = boto3.client("s3")


def lambda_handler(event, context):
    return s3.get_object(Bucket=event["bucket"], Key=event["key"])


def make_client(region):
    return boto3.client("s3", region_name=region)
