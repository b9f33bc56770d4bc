from jose import jws


def sign(payload, key):
    return jws.sign(payload, key, algorithm="HS256")


def verify(token, key):
    return jws.verify(token, key, algorithms=["HS256"])
