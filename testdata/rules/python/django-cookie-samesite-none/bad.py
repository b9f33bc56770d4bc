SESSION_COOKIE_SAMESITE = None  # want "python/django-cookie-samesite-none"
CSRF_COOKIE_SAMESITE = "None"  # want "python/django-cookie-samesite-none"
app.config["SESSION_COOKIE_SAMESITE"] = "None"  # want "python/django-cookie-samesite-none"
