import jwt as pyjwt
from jose import jwt as jose_jwt


def claims(token):
    return pyjwt.decode(token, options={"verify_signature": False})  # want "python/jwt-verify-disabled"


def jose_claims(token, key):
    return jose_jwt.decode(token, key, options={"verify_signature": False})  # want "python/jwt-verify-disabled"
