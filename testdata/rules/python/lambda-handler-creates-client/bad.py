import boto3


def lambda_handler(event, context):
    s3 = boto3.client("s3")  # want "python/lambda-handler-creates-client"
    return s3.get_object(Bucket=event["bucket"], Key=event["key"])
