from flask import Flask, jsonify, render_template

app = Flask(__name__)


@app.errorhandler(404)
def not_found(error):
    return render_template("404.html")  # want "python/flask-errorhandler-without-status"


@app.errorhandler(500)
def failed(error):
    return jsonify(error="internal")  # want "python/flask-errorhandler-without-status"
