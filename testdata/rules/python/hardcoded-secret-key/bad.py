import os
from flask import Flask

SECRET_KEY = "django-insecure-9k$2j3h4g5f6d7s8a"  # want "python/hardcoded-secret-key"

app = Flask(__name__)
app.secret_key = "s3cr3t-k3y-for-sessions"  # want "python/hardcoded-secret-key"
app.config["SECRET_KEY"] = "another-long-secret"  # want "python/hardcoded-secret-key"
app.config.update(SECRET_KEY="n0t-s0-secret")  # want "python/hardcoded-secret-key"
JWT_KEY = os.environ.get("JWT_SECRET_KEY", "fallback-secret-value")  # want "python/hardcoded-secret-key"
app.config["SECRET_KEY"] = "super secret key"  # want "python/hardcoded-secret-key"

settings = dict(cookie_secret="tornado-cookie-secret-for-the-app")  # want "python/hardcoded-secret-key"
factory = SignedCookieSessionFactory("itsaseekreet-for-sessions")  # want "python/hardcoded-secret-key"
policy = AuthTktAuthenticationPolicy(secret="sosecret-auth-ticket", hashalg="sha512")  # want "python/hardcoded-secret-key"
app.secret_key = b'_5#y2L"F4Q8z\n\xec]/'  # want "python/hardcoded-secret-key"


def sessions(app):
    from aiohttp_session import setup
    from aiohttp_session.cookie_storage import EncryptedCookieStorage
    setup(app, EncryptedCookieStorage(b"Thirty  two  length  bytes  key."))  # want "python/hardcoded-secret-key"


def configure(app):
    app.config.update({"SECRET_KEY": "9f2c1d7e4ab0", "TESTING": False})  # want "python/hardcoded-secret-key"


settings = {
    "cookie_secret": "61oETzKXQAGaYdkL5gEmGeJJFuYh7EQnp2XdTP1o/Vo=",  # want "python/hardcoded-secret-key"
    "login_url": "/login",
}


def fallbacks(app):
    import os
    app.config["SECRET_KEY"] = os.environ.get("APP_KEY", "9f8e7d6c5b4a39281706f5e4d3c2b1a0")  # want "python/hardcoded-secret-key"
    app.secret_key = os.getenv("FLASK_KEY", default="k2Jd83hsKq0Pz7x")  # want "python/hardcoded-secret-key"
    app.config["JWT_SECRET_KEY"] = os.environ.get("JWT_KEY") or "jwt-signing-key-0192"  # want "python/hardcoded-secret-key"
    return os.getenv("MYAPP_SECRET_KEY", "a8sd7f6as8d7f6")  # want "python/hardcoded-secret-key"
