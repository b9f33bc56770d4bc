import jwt


def claims(token, public_key):
    a = jwt.decode(token, public_key, algorithms=["HS256", "RS256"])  # want "python/jwt-algorithm-confusion"
    header = jwt.get_unverified_header(token)
    b = jwt.decode(token, public_key, algorithms=[header["alg"]])  # want "python/jwt-algorithm-confusion"
    return a, b
