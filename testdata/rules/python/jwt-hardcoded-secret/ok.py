import os

import jwt

SIGNING_KEY = os.environ["JWT_SIGNING_KEY"]


def issue(user_id):
    return jwt.encode({"sub": user_id}, SIGNING_KEY, algorithm="HS256")


def check(token):
    return jwt.decode(token, key=SIGNING_KEY, algorithms=["HS256"])
