import jwt

STRICT = {"verify_signature": True, "require": ["exp"]}


def read(token, key):
    return jwt.decode(token, key, algorithms=["HS256"], options=STRICT)


def legacy(token, key):
    return jwt.decode(token, key, True)
