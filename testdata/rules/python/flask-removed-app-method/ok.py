import json

from flask import Flask, request

app = Flask(__name__)
app.config.from_file("config.json", load=json.load)


@app.route("/")
def index():
    session = app.session_interface.open_session(app, request)
    return request.blueprint or session.get("x")
