import jwt

def issue(claims):
    return jwt.encode(claims, None, algorithm="none")  # want "python/jwt-none-algorithm"

def read(token, key):
    return jwt.decode(token, key, algorithms=["HS256", "none"])  # want "python/jwt-none-algorithm"
