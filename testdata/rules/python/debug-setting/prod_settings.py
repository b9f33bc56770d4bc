import os

DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
