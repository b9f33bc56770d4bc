from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
app.config["CORS_ORIGINS"] = "*"
CORS(app, supports_credentials=True)  # want "cors-credentials-wildcard"
