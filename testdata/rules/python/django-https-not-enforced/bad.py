SECURE_SSL_REDIRECT = False  # want "python/django-https-not-enforced"
SECURE_HSTS_SECONDS = 0  # want "python/django-https-not-enforced"
