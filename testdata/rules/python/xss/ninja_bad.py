# A Django Ninja operation may return a Django HttpResponse, which Ninja
# sends as it is ("Returning a response object" in django-ninja.dev): the
# schema's JSON renderer does not touch it, so text from the request is HTML.
from django.http import HttpRequest, HttpResponse
from ninja import Router

router = Router()


@router.get("/preview")
def preview(request: HttpRequest, title: str = ""):
    return HttpResponse("<h1>" + title + "</h1>")  # want "python/xss"


@router.get("/hello")
def hello(request: HttpRequest, name: str):
    html = f"<p>Hello {name}</p>"
    return HttpResponse(html, content_type="text/html")  # want "python/xss"
