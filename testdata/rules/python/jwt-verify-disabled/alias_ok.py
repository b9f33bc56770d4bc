import jwt as pyjwt


def claims(token, key):
    return pyjwt.decode(token, key, algorithms=["HS256"], options={"require": ["exp"]})
