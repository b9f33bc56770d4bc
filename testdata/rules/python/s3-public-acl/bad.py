import boto3

s3 = boto3.client("s3")


def publish(body):
    s3.put_object(Bucket="site", Key="index.html", Body=body, ACL="public-read")  # want "python/s3-public-acl"


def make_bucket(name):
    s3.create_bucket(Bucket=name, ACL="public-read-write")  # want "python/s3-public-acl"


def upload(path):
    s3.upload_file(path, "site", "report.pdf", ExtraArgs={"ACL": "public-read", "ContentType": "application/pdf"})  # want "python/s3-public-acl"


def grant(bucket):
    s3.put_bucket_acl(Bucket=bucket, GrantRead="uri=http://acs.amazonaws.com/groups/global/AllUsers")  # want "python/s3-public-acl"


def any_account(obj):
    obj.Acl().put(ACL="authenticated-read")  # want "python/s3-public-acl"


def grant_policy(bucket, owner):
    s3.put_bucket_acl(Bucket=bucket, AccessControlPolicy={
        "Grants": [{"Grantee": {"Type": "Group", "URI": "http://acs.amazonaws.com/groups/global/AllUsers"},  # want "python/s3-public-acl"
                    "Permission": "READ"}],
        "Owner": owner,
    })


def unblock(bucket):
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={
        "BlockPublicAcls": False,  # want "python/s3-public-acl"
        "IgnorePublicAcls": True,
    })
