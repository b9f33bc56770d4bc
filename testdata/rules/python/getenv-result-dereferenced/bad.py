import os

HOSTS = os.getenv("ALLOWED_HOSTS").split(",")  # want "python/getenv-result-dereferenced"
MODE = os.environ.get("MODE").lower()  # want "python/getenv-result-dereferenced"
