from django.http import HttpResponse


def set_role(request):
    request.session["role"] = request.POST["role"]  # want "trust-boundary"
    return HttpResponse("ok")
