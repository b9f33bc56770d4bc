SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["*"]  # want "python/django-allowed-hosts-wildcard"
