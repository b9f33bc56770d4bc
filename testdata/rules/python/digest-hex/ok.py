import base64
import hashlib


def etag(body):
    return hashlib.sha256(body).hexdigest()


def token(body):
    return base64.urlsafe_b64encode(hashlib.sha256(body).digest()).decode()


def prefix(body):
    return hashlib.sha256(body).digest()[:8].hex()
