from flask import Flask


class Config:
    SESSION_COOKIE_SECURE = False  # want "insecure-cookie"
    REMEMBER_COOKIE_SECURE = False  # want "insecure-cookie"


app = Flask(__name__)
app.config.from_object(Config)
settings = {"SESSION_COOKIE_SECURE": False, "PERMANENT_SESSION_LIFETIME": 3600}
app.config.update(settings)  # want "insecure-cookie"
app.config.from_mapping({"REMEMBER_COOKIE_SECURE": False})  # want "insecure-cookie"


class JWTConfig:
    JWT_TOKEN_LOCATION = ["cookies"]
    JWT_COOKIE_SECURE = False  # want "insecure-cookie"


app.config["JWT_COOKIE_SECURE"] = False  # want "insecure-cookie"
