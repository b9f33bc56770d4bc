from flask import Flask, request
from flask.templating import render_template_string

app = Flask(__name__)


@app.route("/greet")
def greet():
    return render_template_string("Hello " + request.args["name"])  # want "template-injection"
