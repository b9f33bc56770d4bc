import os

PORT = os.getenv("PORT", 8000)  # want "python/getenv-non-string-default"
DEBUG = os.environ.get("DEBUG", True)  # want "python/getenv-non-string-default"
WORKERS = os.getenv("WORKERS", default=4)  # want "python/getenv-non-string-default"
