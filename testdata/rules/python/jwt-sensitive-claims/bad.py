import jwt


def issue(user, key):
    return jwt.encode({"sub": user.id, "password": user.password}, key, algorithm="HS256")  # want "python/jwt-sensitive-claims"
