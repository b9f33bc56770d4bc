import os

import environ

env = environ.Env()

ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "*").split(",")  # want "python/django-allowed-hosts-wildcard"

if os.environ.get("STAGING"):
    ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["*"])  # want "python/django-allowed-hosts-wildcard"
