SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Strict"
LANGUAGE_COOKIE_SAMESITE = None


def embed(response):
    response.set_cookie("widget", "1", secure=True, samesite="Lax")
    response.set_cookie("theme", "dark", samesite=None)
