import jwt


def claims(token, key):
    # PyJWT, not python-jose: PyJWT 2 refuses a decode without algorithms itself
    return jwt.decode(token, key)
