import botocore


def exists(s3, key):
    try:
        resp = s3.head_object(Bucket="b", Key=key)
    except botocore.exceptions.ClientError as e:
        if e.response["Error"]["Code"] in ("404", "NoSuchKey"):
            return False
        if int(e.response["Error"]["Code"]) == 403:
            raise PermissionError(key) from e
        raise
    return resp["ResponseMetadata"]["HTTPStatusCode"] == 200
