from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
CORS(app, origins="*", supports_credentials=True)  # want "cors-credentials-wildcard"
CORS(app, resources={r"/api/*": {"origins": "*"}}, supports_credentials=True)  # want "cors-credentials-wildcard"
CORS(app, origins=["*"], supports_credentials=True)  # want "cors-credentials-wildcard"
CORS(app, resources=r"/api/*", supports_credentials=True)  # want "cors-credentials-wildcard"
