import jwt

def user_of(token, key):
    claims = jwt.decode(token, key, verify=False)  # want "python/jwt-verify-disabled"
    return jwt.decode(token, options={"verify_signature": False})["sub"]  # want "python/jwt-verify-disabled"


def claims_of(token, key):
    peek = jwt.decode(token, key, options=dict(verify_signature=False))  # want "python/jwt-verify-disabled"
    opts = {"verify_signature": False, "verify_exp": False}
    return peek, jwt.decode(token, key, algorithms=["HS256"], options=opts)  # want "python/jwt-verify-disabled"


def jose_alias(token, key):
    from jose import jwt as jose_jwt
    return jose_jwt.decode(token, key, options={"verify_signature": False})  # want "python/jwt-verify-disabled"


def imported_decode(token):
    from jwt import decode as jwt_decode
    return jwt_decode(token, options={"verify_signature": False})  # want "python/jwt-verify-disabled"
