from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseNotFound


def bad_request(request):
    return HttpResponseBadRequest("bad value: " + request.GET.get("q", ""))  # want "xss"


def not_found(request):
    name = request.GET["name"]
    return HttpResponseNotFound("<h1>No page %s</h1>" % name)  # want "xss"


def written(request):
    resp = HttpResponse()
    resp.write(request.GET.get("x"))  # want "xss"
    return resp


def plain(request):
    return HttpResponseBadRequest("bad value: " + request.GET.get("q", ""), content_type="text/plain")


def constant(request):
    resp = HttpResponse()
    resp.write("<p>done</p>")
    return resp
