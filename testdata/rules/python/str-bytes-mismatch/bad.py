import base64
import hashlib


def sign(secret):
    h = hashlib.sha256("salt")  # want "python/str-bytes-mismatch"
    token = base64.b64encode("user:pass")  # want "python/str-bytes-mismatch"
    text = "abc".decode("utf-8")  # want "python/str-bytes-mismatch"
    raw = b"abc".encode("utf-8")  # want "python/str-bytes-mismatch"
    return h, token, text, raw, secret
