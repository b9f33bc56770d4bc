from html import escape
from flask import Flask, request, render_template, jsonify

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    return f"<p>Hello {escape(name)}</p>"


@app.route("/greet2")
def greet2():
    return render_template("greet.html", name=request.args.get("name"))


@app.route("/api")
def api():
    return jsonify(name=request.args.get("name"))
