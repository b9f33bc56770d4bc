from django.http import HttpResponse, JsonResponse


def missing(request):
    return HttpResponse("Not found", 404)  # want "python/django-response-status-positional"


def invalid(request):
    return JsonResponse({"error": "bad input"}, 400)  # want "python/django-response-status-positional"
