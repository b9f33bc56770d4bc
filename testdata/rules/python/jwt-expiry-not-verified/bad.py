import jwt
from jose import jwt as jose_jwt

SECRET = "loaded-at-startup"


def current_user(token):
    claims = jwt.decode(token, SECRET, algorithms=["HS256"], options={"verify_exp": False})  # want "python/jwt-expiry-not-verified"
    return claims["sub"]


def refresh(token, key):
    claims = jose_jwt.decode(token, key, algorithms=["RS256"], options={"verify_exp": False})  # want "python/jwt-expiry-not-verified"
    return claims


def session_claims(token, key):
    return jwt.decode(token, key, algorithms=["HS256"], options=dict(verify_exp=False))  # want "python/jwt-expiry-not-verified"
