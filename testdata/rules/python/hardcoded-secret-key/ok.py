import os
from flask import Flask

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY")
app.config["SECRET_KEY"] = "changeme"
app.config.update(SECRET_KEY=os.urandom(32))
JWT_KEY = os.environ.get("JWT_SECRET_KEY", "")


class EnvProvider:
    SECRET_KEY = "AWS_SECRET_ACCESS_KEY"
    SECRET_KEY = "aws_secret_access_key"
    SECRET_KEY = "AWSSecretKey"

settings = dict(cookie_secret=os.environ["COOKIE_SECRET"])
factory = SignedCookieSessionFactory(os.environ["SESSION_SECRET"])
policy = AuthTktAuthenticationPolicy(secret=settings["auth.secret"], hashalg="sha512")


def sessions(app):
    import base64
    import os
    from aiohttp_session import setup
    from aiohttp_session.cookie_storage import EncryptedCookieStorage
    setup(app, EncryptedCookieStorage(base64.urlsafe_b64decode(os.environ["SESSION_KEY"])))


def configure(app):
    import os
    app.config.update({"SECRET_KEY": os.environ["SECRET_KEY"]})
    settings = {"cookie_secret": "COOKIE_SECRET", "secret_key": "changeme"}
    return settings


def no_fallbacks(app):
    import os
    app.config["SECRET_KEY"] = os.environ.get("APP_KEY")
    app.secret_key = os.getenv("FLASK_KEY", default=os.urandom(32).hex())
    app.config["SESSION_TYPE"] = os.environ.get("SESSION_TYPE", "filesystem")
    app.config["JWT_SECRET_KEY"] = os.environ.get("JWT_KEY") or None
