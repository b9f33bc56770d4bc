import jwt

UNVERIFIED = {"verify_signature": False, "verify_exp": False}


def peek(token):
    return jwt.decode(token, options=UNVERIFIED, algorithms=["HS256"])  # want "python/jwt-verify-disabled"


def legacy(token, key):
    return jwt.decode(token, key, False)  # want "python/jwt-verify-disabled"
