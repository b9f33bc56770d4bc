import hashlib


def etag(body):
    return hashlib.sha256(body).digest().hex()  # want "python/digest-hex"
