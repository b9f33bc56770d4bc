import os

from itsdangerous import URLSafeTimedSerializer


def token_serializer(app):
    # the application's configured key: the documented form; the salt is a namespace, not a secret
    return URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="password-reset")


def from_env():
    return URLSafeTimedSerializer(os.environ["SIGNING_KEY"])
