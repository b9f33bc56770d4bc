from django.http import HttpResponseForbidden
from flask_login import current_user


def dashboard(request):
    if not request.user.is_authenticated():  # want "python/is-authenticated-called"
        return HttpResponseForbidden()
    return None


def profile():
    if current_user.is_anonymous():  # want "python/is-authenticated-called"
        return "login"
    return "ok"
