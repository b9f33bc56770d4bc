import base64
import pickle
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/load", methods=["POST"])
def load():
    obj = pickle.loads(base64.b64decode(request.form["data"]))  # want "unsafe-deserialization"
    conf = yaml.load(request.data, Loader=yaml.Loader)  # want "unsafe-deserialization"
    more = yaml.load(request.data, Loader=yaml.UnsafeLoader)  # want "unsafe-deserialization"
    return str(obj) + str(conf) + str(more)
