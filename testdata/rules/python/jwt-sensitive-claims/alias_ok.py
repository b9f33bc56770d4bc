import jwt as pyjwt


def issue(user, key):
    return pyjwt.encode({"sub": user.id, "role": user.role}, key, algorithm="HS256")
