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


@app.route("/torch", methods=["POST"])
def torch_model():
    import torch
    from keras.models import load_model

    path = request.form["path"]
    model = torch.load(path)  # want "unsafe-deserialization"
    weights = torch.load(path, weights_only=True)
    keras_model = load_model(path, safe_mode=False)  # want "unsafe-deserialization"
    keras_safe = load_model(path)
    return str(model) + str(weights) + str(keras_model) + str(keras_safe)
