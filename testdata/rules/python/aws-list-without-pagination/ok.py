import boto3

s3 = boto3.client("s3")


def keys(bucket):
    out = []
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
        out.extend(o["Key"] for o in page.get("Contents", []))
    return out


def users(table):
    resp = table.scan()
    items = resp["Items"]
    while "LastEvaluatedKey" in resp:
        resp = table.scan(ExclusiveStartKey=resp["LastEvaluatedKey"])
        items.extend(resp["Items"])
    return items
