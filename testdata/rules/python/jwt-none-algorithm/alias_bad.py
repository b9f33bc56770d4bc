import jwt as pyjwt


def issue(payload):
    return pyjwt.encode(payload, None, "none")  # want "python/jwt-none-algorithm"
