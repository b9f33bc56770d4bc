from django.http import HttpResponse
from django.utils.html import escape, format_html, format_html_join, mark_safe


def greet(request):
    # format_html escapes every argument it puts in the format
    return HttpResponse(format_html("<p>Hello {}</p>", request.GET.get("name")))


def tags(request):
    names = request.GET.getlist("tag")
    items = format_html_join("", "<li>{}</li>", ((n,) for n in names))
    return HttpResponse(items)


def escaped_list(request):
    names = request.GET.getlist("tag")
    return HttpResponse(mark_safe(", ".join(map(escape, names))))


def raw_list(request):
    names = request.GET.getlist("tag")
    return HttpResponse(mark_safe(", ".join(names)))  # want "xss"
