from django.http import HttpResponseRedirect
from django.shortcuts import redirect


def after_login(request):
    return redirect(request.GET["next"])  # want "open-redirect"


def after_logout(request):
    # "/" + "/evil.example" is "//evil.example": another host
    return HttpResponseRedirect("/" + request.GET.get("to", ""))  # want "open-redirect"


def bounce(request):
    # "https://shop.example" + "@evil.example" sends the browser to evil.example
    return HttpResponseRedirect("https://shop.example" + request.POST["rest"])  # want "open-redirect"


def pick(request):
    return HttpResponseRedirect("%s" % request.GET["u"])  # want "open-redirect"


def fmt(request):
    return redirect("{}".format(request.GET["u"]))  # want "open-redirect"
