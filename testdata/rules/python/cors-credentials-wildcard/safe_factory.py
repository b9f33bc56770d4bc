from flask import Flask
from flask_cors import CORS


def create_app():
    app = Flask(__name__)
    app.config.update(CORS_ORIGINS=["https://app.example.com"])
    CORS(app, supports_credentials=True)
    return app
