from django.http import HttpResponse


def view(request):
    resp = HttpResponse("ok")
    resp.set_cookie("sid", "abc", secure=True, httponly=True)
    return resp
