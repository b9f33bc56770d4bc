import os

HOSTS = os.getenv("ALLOWED_HOSTS", "").split(",")
MODE = os.environ["MODE"].lower()
LEVEL = (os.environ.get("LEVEL") or "info").lower()
