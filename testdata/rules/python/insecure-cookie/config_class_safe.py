from flask import Flask


class Config:
    SESSION_COOKIE_SECURE = True


class LocalConfig(Config):
    SESSION_COOKIE_SECURE = False


app = Flask(__name__)
settings = {"SESSION_COOKIE_SECURE": True}
app.config.update(settings)
app.config.update({"SESSION_COOKIE_SECURE": True}, SESSION_COOKIE_HTTPONLY=True)
cache = {}
cache.update({"SESSION_COOKIE_SECURE": False})
app.config["JWT_COOKIE_SECURE"] = True
