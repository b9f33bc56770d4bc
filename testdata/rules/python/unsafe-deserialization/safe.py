import json
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/load", methods=["POST"])
def load():
    obj = json.loads(request.form["data"])
    conf = yaml.safe_load(request.data)
    other = yaml.load(request.data, Loader=yaml.SafeLoader)
    fast = yaml.load(request.data, Loader=yaml.CSafeLoader)
    return str(obj) + str(conf) + str(other)
