import jwt

JWT_SECRET = "k3y-f0r-s1gn1ng-t0kens"


def issue(payload):
    return jwt.encode(payload, JWT_SECRET, algorithm="HS256")  # want "python/jwt-hardcoded-secret"


def read(token):
    secret = "an0ther-s1gn1ng-key"
    return jwt.decode(token, key=secret, algorithms=["HS256"])  # want "python/jwt-hardcoded-secret"
