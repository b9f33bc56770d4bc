from django.contrib.auth import authenticate
from django.http import HttpResponse


def sign_in(request):
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is None:
        return HttpResponse(status=401)
    # the user the backends found, and a digest of its password: not the
    # client's data
    request.session["uid"] = user.pk
    request.session["auth_hash"] = user.get_session_auth_hash()
    request.session["hint"] = request.POST["username"]  # want "trust-boundary"
    return HttpResponse(status=204)
