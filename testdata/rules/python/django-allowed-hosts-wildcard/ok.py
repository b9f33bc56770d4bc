import os

ALLOWED_HOSTS = ["example.com", ".example.com"]
ALLOWED_HOSTS = os.environ["DJANGO_ALLOWED_HOSTS"].split(",")
