from django.http import HttpResponseForbidden
from flask_login import current_user


def dashboard(request):
    if not request.user.is_authenticated:
        return HttpResponseForbidden()
    return None


def profile(session):
    if current_user.is_anonymous or session.is_authenticated():
        return "login"
    return "ok"
