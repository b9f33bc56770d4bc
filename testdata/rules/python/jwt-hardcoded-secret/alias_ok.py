import os

import jwt as pyjwt


def issue(user_id):
    return pyjwt.encode({"sub": user_id}, os.environ["JWT_SIGNING_KEY"], algorithm="HS256")
