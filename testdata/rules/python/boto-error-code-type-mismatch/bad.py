import botocore


def exists(s3, key):
    try:
        resp = s3.head_object(Bucket="b", Key=key)
    except botocore.exceptions.ClientError as e:
        if e.response["Error"]["Code"] == 404:  # want "python/boto-error-code-type-mismatch"
            return False
        if e.response.get("Error", {}).get("Code") in (403, 401):  # want "python/boto-error-code-type-mismatch"
            raise PermissionError(key) from e
        raise
    return resp["ResponseMetadata"]["HTTPStatusCode"] == "200"  # want "python/boto-error-code-type-mismatch"
