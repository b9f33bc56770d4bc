from flask import Flask

app = Flask(__name__)
app.config["TESTING"] = True  # want "python/flask-testing-enabled"


def create_app():
    application = Flask(__name__)
    application.config.update(TESTING=True, SECRET_KEY_FILE="/run/secrets/key")  # want "python/flask-testing-enabled"
    return application
