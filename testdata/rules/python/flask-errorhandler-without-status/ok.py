from flask import Flask, jsonify, render_template

app = Flask(__name__)


@app.errorhandler(404)
def not_found(error):
    return render_template("404.html"), 404


@app.errorhandler(500)
def failed(error):
    return jsonify(error="internal"), 500


@app.errorhandler(403)
def forbidden(error):
    return error


@app.errorhandler(413)
def catcher(error):
    return "42"
