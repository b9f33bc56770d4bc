import math

from flask import Flask, request

app = Flask(__name__)


@app.route("/withdraw", methods=["POST"])
def withdraw():
    amount = float(request.form["amount"])
    if not math.isfinite(amount) or amount > 100.0:
        return "rejected", 400
    return "ok"


def ratio(a, b):
    return float(a) / float(b)
