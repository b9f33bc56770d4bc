import jwt

def issue(claims, key):
    return jwt.encode(claims, key, algorithm="HS256")

def read(token, key):
    return jwt.decode(token, key, algorithms=["HS256"])

ALGORITHMS = ["HS256"]


def read_const(token, key):
    return jwt.decode(token, key, algorithms=ALGORITHMS)


def issue_positional(claims, key):
    return jwt.encode(claims, key, "HS256")


def read_local(token, key, algs):
    return jwt.decode(token, key, algorithms=algs)
