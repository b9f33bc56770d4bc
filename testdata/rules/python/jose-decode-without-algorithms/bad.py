from jose import jws, jwt

PUBLIC_KEY = open("/etc/app/issuer.pub").read()


def claims(token):
    return jwt.decode(token, PUBLIC_KEY)  # want "python/jose-decode-without-algorithms"


def payload(token, key):
    return jws.verify(token, key)  # want "python/jose-decode-without-algorithms"
