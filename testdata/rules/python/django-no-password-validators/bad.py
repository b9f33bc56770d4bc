INSTALLED_APPS = ["django.contrib.auth"]
AUTH_PASSWORD_VALIDATORS = []  # want "python/django-no-password-validators"
