from flask import Flask

app = Flask(__name__)


@app.after_request
def add_headers(response):
    response.headers["X-Frame-Options"] = "DENY"
    return response


@app.teardown_request
def close_db(exc):
    pass
