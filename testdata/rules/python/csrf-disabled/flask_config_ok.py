from flask import Flask

app = Flask(__name__)
app.config.update({"WTF_CSRF_ENABLED": True, "TESTING": False})
app.config["JWT_COOKIE_CSRF_PROTECT"] = True


class Config:
    JWT_TOKEN_LOCATION = ["headers"]
    JWT_COOKIE_SECURE = True
