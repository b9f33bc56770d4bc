import os

PORT = int(os.getenv("PORT", "8000"))
DEBUG = os.environ.get("DEBUG", "") == "1"
HOME = os.getenv("HOME")
NAME = os.environ.get("NAME", None)
settings = {"a": 1}
TIMEOUT = settings.get("timeout", 30)
STARTUP = os.environ.get("PYTHONSTARTUP", False)
LIMIT = int(os.environ.get("LIMIT", 1000))
URL = f"http://localhost:{os.environ.get('PROXY_PORT', 5005)}"
