from flask import Flask, request

app = Flask(__name__)

ACTIONS = {"ping": lambda: "pong"}


@app.route("/run")
def run():
    action = request.args.get("action")
    handler = ACTIONS.get(action)
    config = globals()["CONFIG_NAME"]
    return handler() if handler else config
