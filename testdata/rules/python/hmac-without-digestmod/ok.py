import hashlib
import hmac


def sign(key, msg):
    a = hmac.new(key, msg, hashlib.sha256)
    b = hmac.new(key, digestmod="sha256")
    return a, b
