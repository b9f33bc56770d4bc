import os

from flask import Flask, request

app = Flask(__name__)


def default_command(name):
    # the name only picks a log line; the command is fixed
    print("listing for", name)
    return "ls -l /srv/files"


def command_for(name):
    return "ls -l /srv/files/" + name


@app.route("/files")
def files():
    name = request.args.get("name", "")
    os.system(default_command(name))
    os.system(command_for(name))  # want "command-injection"
    return "ok"
