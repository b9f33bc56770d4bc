import jwt


def issue(user, key):
    return jwt.encode({"sub": user.id, "roles": user.roles}, key, algorithm="HS256")
