import jwt


def claims(token):
    return jwt.PyJWT().decode(token, options={"verify_signature": False})  # want "python/jwt-verify-disabled"


def header(token):
    return jwt.PyJWS().decode(token, options={"verify_signature": False})  # want "python/jwt-verify-disabled"
