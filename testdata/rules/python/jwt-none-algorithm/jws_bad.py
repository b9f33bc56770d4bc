from jose import jws


def sign(payload, key):
    return jws.sign(payload, key, algorithm="none")  # want "python/jwt-none-algorithm"


def verify(token, key):
    return jws.verify(token, key, ["none", "HS256"])  # want "python/jwt-none-algorithm"
