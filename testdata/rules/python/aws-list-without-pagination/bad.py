import boto3

s3 = boto3.client("s3")


def keys(bucket):
    resp = s3.list_objects_v2(Bucket=bucket, Prefix="logs/")  # want "python/aws-list-without-pagination"
    return [o["Key"] for o in resp.get("Contents", [])]


def users(table):
    return table.scan()["Items"]  # want "python/aws-list-without-pagination"
