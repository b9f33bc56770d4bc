from flask import Flask, request

app = Flask(__name__)
app.config.from_json("config.json")  # want "python/flask-removed-app-method"


@app.route("/")
def index():
    session = app.open_session(request)  # want "python/flask-removed-app-method"
    return request.module or session.get("x")  # want "python/flask-removed-app-method"
