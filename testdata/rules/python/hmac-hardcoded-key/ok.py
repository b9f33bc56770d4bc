import hashlib
import hmac
import os

from django.conf import settings


def sign(payload: bytes) -> str:
    # the key comes from the environment or the settings: the documented form
    key = os.environ["WEBHOOK_KEY"].encode()
    return hmac.new(key, payload, hashlib.sha256).hexdigest()


def sign_with_settings(payload: bytes) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), payload, hashlib.sha256).hexdigest()


def compare(a: str, b: str) -> bool:
    # compare_digest takes two digests, not a key
    return hmac.compare_digest(a, "expected-digest-value")


def fingerprint(data: bytes) -> str:
    # an empty key is a keyed-hash placeholder, not a chosen secret
    return hmac.new(b"", data, hashlib.sha256).hexdigest()
