import jwt as pyjwt


def issue(user, key):
    return pyjwt.encode({"sub": user.id, "password": user.password}, key, algorithm="HS256")  # want "python/jwt-sensitive-claims"
