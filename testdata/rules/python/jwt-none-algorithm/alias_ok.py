import jwt as pyjwt


def issue(payload, key):
    return pyjwt.encode(payload, key, "HS256")
