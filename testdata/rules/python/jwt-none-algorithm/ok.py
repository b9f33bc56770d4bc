import jwt

def issue(claims, key):
    return jwt.encode(claims, key, algorithm="HS256")

def read(token, key):
    return jwt.decode(token, key, algorithms=["HS256"])
