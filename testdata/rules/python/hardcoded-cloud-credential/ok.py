import os

import boto3

s3 = boto3.client("s3")
sts = boto3.client(
    "sts",
    aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],
    aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"],
)
mock = boto3.client("s3", aws_access_key_id="testing", aws_secret_access_key="testing")
