from flask import Flask

app = Flask(__name__)


@app.after_request
def add_headers(response):  # want "python/flask-after-request-no-response"
    response.headers["X-Frame-Options"] = "DENY"
