from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
app.config["CORS_ORIGINS"] = ["https://app.example.com"]
CORS(app, supports_credentials=True)
CORS(app, resources={r"/api/*": {"origins": "https://app.example.com"}}, supports_credentials=True)
CORS(app)
