import json

from django.http import HttpResponse, JsonResponse


def stats(request):
    return JsonResponse({"users": 3})


def error(request):
    return HttpResponse(json.dumps({"error": "bad"}), content_type="application/json", status=400)


def raw(request):
    return HttpResponse(json.dumps([1, 2]), "application/json")
