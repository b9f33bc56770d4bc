from flask import Flask, request
from flask.json import jsonify
from flask.templating import render_template

app = Flask(__name__)


@app.route("/hello/<name>")
def hello(name):
    return render_template("hello.html", name=name)


@app.route("/api")
def api():
    return jsonify(name=request.args.get("name"))
