from django.http import HttpResponse
from django.utils.translation import check_for_language

SESSION_USER = "_uid"


def remember(request, account, via):
    # not a view (it returns no response): account and via are the
    # application's, handed over after authentication
    request.session[SESSION_USER] = account.pk
    request.session["_via"] = via


class TokenMiddleware:
    def process_view(self, request, view_func, view_args, view_kwargs):
        request.session["_view"] = view_func.__name__
        # set by the middleware itself after its check, not a client header
        request.session["_token"] = request.META["CSRF_COOKIE"]


def set_language(request):
    code = request.POST.get("language")
    if code and check_for_language(code):
        request.session["lang"] = code
    return HttpResponse(status=204)


def set_theme(request):
    request.session["theme"] = request.POST.get("theme")  # want "trust-boundary"
    return HttpResponse(status=204)


def show(request, slug):
    request.session["last"] = slug  # want "trust-boundary"
    return HttpResponse(status=204)
