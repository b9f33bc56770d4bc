from flask import Flask, request, make_response
from markupsafe import Markup

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    return f"<p>Hello {name}</p>"  # want "xss: .*request.args.get"


@app.route("/greet2")
def greet2():
    resp = make_response("<p>" + request.form["msg"] + "</p>")  # want "xss"
    return resp


@app.route("/greet3")
def greet3():
    return Markup("<b>%s</b>" % request.args["q"])  # want "xss"
