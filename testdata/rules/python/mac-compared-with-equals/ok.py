import hashlib
import hmac


def verify_webhook(secret, body, signature):
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        raise PermissionError("bad signature")


def checksum_ok(data, expected):
    return hashlib.sha256(data).hexdigest() == expected


def sizes(key, msg):
    mac = hmac.new(key, msg, hashlib.sha256)
    digest = mac.digest()
    return len(digest) == 32 and mac.digest_size == 32
