import os

DEBUG = bool(os.environ.get("DEBUG"))  # want "python/bool-of-environment-string"
USE_CACHE = bool(os.getenv("USE_CACHE", ""))  # want "python/bool-of-environment-string"
VERBOSE = bool(os.environ["VERBOSE"])  # want "python/bool-of-environment-string"
