import base64
import hashlib


def sign(secret):
    h = hashlib.sha256(b"salt")
    n = hashlib.new("sha256", secret)
    token = base64.b64encode("user:pass".encode())
    text = b"abc".decode("utf-8")
    raw = "abc".encode("utf-8")
    back = base64.b64decode("dXNlcg==")
    return h, n, token, text, raw, back
