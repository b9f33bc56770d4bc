import hashlib
import hmac

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives import hmac as crypto_hmac
from itsdangerous import URLSafeTimedSerializer

WEBHOOK_KEY = b"whsec_9f8e7d6c5b4a39281706"


def sign(payload: bytes) -> str:
    return hmac.new(b"s3cr3t-signing-key", payload, hashlib.sha256).hexdigest()  # want "python/hmac-hardcoded-key"


def verify(payload: bytes, signature: str) -> bool:
    expected = hmac.new(WEBHOOK_KEY, payload, hashlib.sha256).hexdigest()  # want "python/hmac-hardcoded-key"
    return hmac.compare_digest(expected, signature)


def tag(message: bytes) -> bytes:
    return hmac.digest(key=b"another-fixed-key", msg=message, digest="sha256")  # want "python/hmac-hardcoded-key"


def crypto_tag(message: bytes) -> bytes:
    h = crypto_hmac.HMAC(b"fixed-key-for-tags", hashes.SHA256())  # want "python/hmac-hardcoded-key"
    h.update(message)
    return h.finalize()


def token_serializer():
    return URLSafeTimedSerializer("my-hardcoded-signing-secret", salt="reset")  # want "python/hmac-hardcoded-key"
