from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
app.config["CORS_SUPPORTS_CREDENTIALS"] = True
app.config["CORS_ORIGINS"] = ["https://app.example.com"]
CORS(app)

other = Flask(__name__)
CORS(other, origins=["https://app.example.com"])
