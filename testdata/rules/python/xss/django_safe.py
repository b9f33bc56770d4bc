from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.template import loader

from pages.models import Page


def page(request, slug):
    # stored content, looked up by the slug: not the request's data
    p = get_object_or_404(Page, slug=slug)
    return HttpResponse(p.body)


def listing(request):
    t = loader.get_template("list.html")
    # Django's templates escape what they are given
    return HttpResponse(t.render({"q": request.GET.get("q")}, request))


def hello(request):
    return HttpResponse("Hello " + request.GET["name"])  # want "xss"
