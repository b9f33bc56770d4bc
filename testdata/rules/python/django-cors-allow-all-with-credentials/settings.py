INSTALLED_APPS = ["corsheaders"]
CORS_ALLOW_CREDENTIALS = True
CORS_ALLOW_ALL_ORIGINS = True  # want "django-cors-allow-all-with-credentials"
