import json

from django.http import HttpResponse


def stats(request):
    data = {"users": 3}
    return HttpResponse(json.dumps(data))  # want "python/django-json-dumps-response"


def error(request):
    return HttpResponse(json.dumps({"error": "bad"}), status=400)  # want "python/django-json-dumps-response"
