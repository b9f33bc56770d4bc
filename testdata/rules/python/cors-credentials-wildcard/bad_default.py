from flask import Blueprint, Flask
from flask_cors import CORS, cross_origin

app = Flask(__name__)
api = Blueprint("api", __name__)
CORS(api, supports_credentials=True)  # want "cors-credentials-wildcard"


@app.route("/me")
@cross_origin(supports_credentials=True)  # want "cors-credentials-wildcard"
def me():
    return "me"
