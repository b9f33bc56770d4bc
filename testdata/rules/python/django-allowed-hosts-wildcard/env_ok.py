import os

import environ

env = environ.Env()

ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost").split(",")

if os.environ.get("STAGING"):
    ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["staging.example.com"])

INTERNAL_IPS = os.environ.get("INTERNAL_IPS", "*").split(",")
