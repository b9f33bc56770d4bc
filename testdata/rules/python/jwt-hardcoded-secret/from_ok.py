import base64
import os
from json import dumps as encode

from jwt import decode


def issue(user_id):
    return encode({"sub": user_id, "kind": "plain-json-text"})


def check(token):
    return decode(token, os.environ["JWT_SIGNING_KEY"], algorithms=["HS256"])


def b64(text):
    return base64.b64decode(text, "utf-8")
