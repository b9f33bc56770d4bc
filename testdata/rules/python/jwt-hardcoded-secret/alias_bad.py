import jwt as pyjwt
from jose import jwt as jose_jwt


def issue(user_id):
    return pyjwt.encode({"sub": user_id}, "pr0d-signing-k3y-2024", algorithm="HS256")  # want "python/jwt-hardcoded-secret"


def check(token):
    return jose_jwt.decode(token, "pr0d-signing-k3y-2024", algorithms=["HS256"])  # want "python/jwt-hardcoded-secret"
