import os

HOSTS = os.getenv("ALLOWED_HOSTS", "").split(",")
MODE = os.environ["MODE"].lower()
LEVEL = (os.environ.get("LEVEL") or "info").lower()

if "CSP_SCRIPT_SRC" in os.environ:
    CSP_SCRIPT_SRC = os.environ.get("CSP_SCRIPT_SRC").split(",")
if os.getenv("ALLOWED"):
    ALLOWED = os.getenv("ALLOWED").split(",")
