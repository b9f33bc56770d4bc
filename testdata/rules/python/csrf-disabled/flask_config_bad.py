from flask import Flask

app = Flask(__name__)
app.config.update({"WTF_CSRF_ENABLED": False, "TESTING": False})  # want "python/csrf-disabled"
app.config["JWT_COOKIE_CSRF_PROTECT"] = False  # want "python/csrf-disabled"


class Config:
    JWT_TOKEN_LOCATION = ["cookies"]
    JWT_COOKIE_CSRF_PROTECT = False  # want "python/csrf-disabled"
