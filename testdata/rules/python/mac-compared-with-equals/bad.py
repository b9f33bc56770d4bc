import hashlib
import hmac


def verify_webhook(secret, body, signature):
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    if expected != signature:  # want "python/mac-compared-with-equals"
        raise PermissionError("bad signature")


def verify_token(key, msg, tag):
    return tag == hmac.digest(key, msg, "sha256")  # want "python/mac-compared-with-equals"
