from string import Template

from flask import Flask, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    text = "Hello {name}".format(name=name)
    other = Template(request.args.get("t", "")).safe_substitute(name=name)
    return text + other
