import jwt

def user_of(token, key):
    claims = jwt.decode(token, key, verify=False)  # want "python/jwt-verify-disabled"
    return jwt.decode(token, options={"verify_signature": False})["sub"]  # want "python/jwt-verify-disabled"
