import random
import string
from flask import Flask, make_response, session

app = Flask(__name__)


@app.route("/remember")
def remember():
    token = "".join(random.choice(string.ascii_letters) for _ in range(32))  # want "insecure-random"
    value = str(random.random())[2:]
    session["remember"] = value  # want "insecure-random"
    resp = make_response("ok")
    resp.set_cookie("rid", str(random.getrandbits(64)), secure=True, httponly=True)  # want "insecure-random"
    return resp


def issue(user):
    import uuid
    token = uuid.uuid1().hex  # want "insecure-random"
    return token
