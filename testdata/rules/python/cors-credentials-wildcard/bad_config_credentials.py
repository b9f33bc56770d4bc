from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
app.config["CORS_SUPPORTS_CREDENTIALS"] = True
CORS(app)  # want "python/cors-credentials-wildcard"


class Config:
    CORS_SUPPORTS_CREDENTIALS = True


def create_app():
    api = Flask(__name__)
    api.config.from_object(Config)
    CORS(api, resources={r"/api/*": {}})  # want "python/cors-credentials-wildcard"
    return api
