from flask import Flask, url_for

app = Flask(__name__)

with app.test_request_context():
    HOME = url_for("index")
