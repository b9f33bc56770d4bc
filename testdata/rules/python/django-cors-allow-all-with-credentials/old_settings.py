CORS_ORIGIN_ALLOW_ALL = True  # want "django-cors-allow-all-with-credentials"
CORS_ALLOW_CREDENTIALS = True
