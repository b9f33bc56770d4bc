import jwt

def issue(claims):
    return jwt.encode(claims, None, algorithm="none")  # want "python/jwt-none-algorithm"

def read(token, key):
    return jwt.decode(token, key, algorithms=["HS256", "none"])  # want "python/jwt-none-algorithm"

ALGORITHMS = ["HS256", "none"]


def issue_positional(claims):
    return jwt.encode(claims, None, "none")  # want "python/jwt-none-algorithm"


def read_const(token, key):
    return jwt.decode(token, key, algorithms=ALGORITHMS)  # want "python/jwt-none-algorithm"


def read_local(token, key):
    algs = ["none"]
    return jwt.decode(token, key, algorithms=algs)  # want "python/jwt-none-algorithm"
