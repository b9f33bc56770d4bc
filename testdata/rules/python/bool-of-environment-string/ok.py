import os

DEBUG = os.environ.get("DEBUG", "").lower() in ("1", "true", "yes")
USE_CACHE = bool(int(os.getenv("USE_CACHE", "0")))
VERBOSE = bool(settings.get("verbose"))
HAS_TOKEN = bool(os.environ.get("TOKEN"))
