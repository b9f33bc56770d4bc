from flask import Flask, request

app = Flask(__name__)


@app.route("/withdraw", methods=["POST"])
def withdraw():
    amount = float(request.form["amount"])  # want "python/float-from-request"
    if amount > 100.0:
        return "over the limit", 400
    return "ok"


def transfer(request):
    raw = request.POST.get("amount")
    value = float(raw)  # want "python/float-from-request"
    return value
