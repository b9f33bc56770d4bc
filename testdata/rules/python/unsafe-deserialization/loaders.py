import cloudpickle
import joblib
from flask import Flask, request

app = Flask(__name__)


@app.route("/model", methods=["POST"])
def model():
    clf = joblib.load(request.files["model"])  # want "unsafe-deserialization"
    fn = cloudpickle.loads(request.get_data())  # want "unsafe-deserialization"
    return str(clf) + str(fn)


@app.route("/local")
def local():
    clf = joblib.load("models/classifier.joblib")
    return str(clf)
