from jose import jws, jwt

PUBLIC_KEY = open("/etc/app/issuer.pub").read()


def claims(token):
    # the algorithm fixed in the code: the documented form
    return jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"])


def payload(token, key):
    return jws.verify(token, key, ["HS256"])


def with_options(token, key, **kwargs):
    return jwt.decode(token, key, **kwargs)


def encode(claims, key):
    return jwt.encode(claims, key, algorithm="HS256")
