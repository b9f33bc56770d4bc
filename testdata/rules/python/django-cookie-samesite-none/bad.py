SESSION_COOKIE_SAMESITE = None  # want "python/django-cookie-samesite-none"
CSRF_COOKIE_SAMESITE = "None"  # want "python/django-cookie-samesite-none"
app.config["SESSION_COOKIE_SAMESITE"] = "None"  # want "python/django-cookie-samesite-none"


def embed(response):
    response.set_cookie("widget", "1", secure=True, samesite="None")  # want "python/django-cookie-samesite-none"
