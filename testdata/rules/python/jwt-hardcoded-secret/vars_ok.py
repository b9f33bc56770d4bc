import os

import jwt

JWT_SECRET = os.environ["JWT_SECRET"]
PLACEHOLDER = "changeme"


def issue(payload):
    return jwt.encode(payload, JWT_SECRET, algorithm="HS256")


def read(token, settings):
    secret = settings.JWT_SECRET
    return jwt.decode(token, key=secret, algorithms=["HS256"]), PLACEHOLDER
