from flask import Flask

app = Flask(__name__)


@app.route("/")
def index():
    return "hi"


app.run(host="0.0.0.0", port=8080)  # want "python/flask-app-run-at-import"
