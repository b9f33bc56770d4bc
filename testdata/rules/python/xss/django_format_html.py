from django.http import HttpResponse
from django.utils.html import format_html
from django.utils.safestring import SafeString


def greet(request):
    name = request.GET.get("name", "")
    return HttpResponse(format_html(f"<b>{name}</b>"))  # want "xss"


def badge(request):
    return HttpResponse(SafeString(request.GET["label"]))  # want "xss"


def greet_escaped(request):
    name = request.GET.get("name", "")
    return HttpResponse(format_html("<b>{}</b>", name))
