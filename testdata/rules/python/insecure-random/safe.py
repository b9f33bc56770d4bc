import random
import secrets
from flask import Flask, session

app = Flask(__name__)


@app.route("/remember")
def remember():
    token = secrets.token_urlsafe(32)
    session["remember"] = str(random.SystemRandom().random())
    delay = random.uniform(0.1, 0.5)
    colour = random.choice(["red", "green"])
    return token + colour + str(delay)


def uuid_ids(user):
    import uuid
    token = uuid.uuid4().hex
    request_id = str(uuid.uuid1())
    return token, request_id
