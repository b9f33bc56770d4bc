from datetime import timedelta

import jwt

SECRET = "loaded-at-startup"


def current_user(token):
    # expiry checked, with leeway for clock skew: the documented way
    claims = jwt.decode(token, SECRET, algorithms=["HS256"], leeway=timedelta(seconds=30))
    return claims["sub"]


def strict(token):
    # options that turn checks on, or another claim off, are not this rule's
    return jwt.decode(token, SECRET, algorithms=["HS256"], options={"require": ["exp", "iat"], "verify_aud": False})


def explicit(token):
    return jwt.decode(token, SECRET, algorithms=["HS256"], options={"verify_exp": True})


def parse_date(value, codec):
    # a decode that is not a JWT library's
    return codec.decode(value, options={"verify_exp": False})
