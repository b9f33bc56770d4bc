import jsonpickle
from flask import Flask, request

app = Flask(__name__)


@app.route("/state", methods=["POST"])
def state():
    obj = jsonpickle.loads(request.get_data(as_text=True))  # want "unsafe-deserialization"
    return str(obj)


@app.route("/decode", methods=["POST"])
def decode():
    return str(jsonpickle.decode(request.form["state"]))  # want "unsafe-deserialization"


@app.route("/export")
def export():
    return jsonpickle.dumps({"id": request.args["id"]})
