import jwt


def claims(token, public_key, secret):
    a = jwt.decode(token, public_key, algorithms=["RS256", "ES256"])
    b = jwt.decode(token, secret, algorithms=["HS256"])
    kid = jwt.get_unverified_header(token)["kid"]
    return a, b, kid
