from flask import Flask
from flask_talisman import Talisman

app = Flask(__name__)
Talisman(app, force_https=False)  # want "python/talisman-protection-disabled"
talisman = Talisman()


def create_app():
    app = Flask(__name__)
    talisman.init_app(
        app,
        content_security_policy=None,  # want "python/talisman-protection-disabled"
        session_cookie_secure=False,  # want "python/talisman-protection-disabled"
    )
    return app
