INSTALLED_APPS = ["corsheaders"]
CORS_ALLOW_ALL_ORIGINS = True  # want "python/django-cors-allow-all-origins"
CORS_ORIGIN_ALLOW_ALL = True  # want "python/django-cors-allow-all-origins"
