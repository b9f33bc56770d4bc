from django.http import HttpResponse

SESSION_COOKIE_HTTPONLY = False  # want "cookie-httponly-disabled"


def view(request):
    resp = HttpResponse("ok")
    resp.set_cookie("sid", "abc", secure=True, httponly=False)  # want "cookie-httponly-disabled"
    return resp


def configure(app):
    app.config.from_mapping(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=False)  # want "cookie-httponly-disabled"
