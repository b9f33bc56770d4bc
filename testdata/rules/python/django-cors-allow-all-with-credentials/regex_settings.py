INSTALLED_APPS = ["corsheaders"]
CORS_ALLOW_CREDENTIALS = True
CORS_ALLOWED_ORIGIN_REGEXES = [r"^https://\w+\.example\.com$", r".*"]  # want "django-cors-allow-all-with-credentials"
