import traceback

from django.http import HttpResponseServerError, JsonResponse


def report(request):
    try:
        return JsonResponse(build(request))
    except Exception:
        return HttpResponseServerError("<pre>" + traceback.format_exc() + "</pre>")  # want "python/stack-trace-in-response"


def build(request):
    return {}


def other(request):
    try:
        return JsonResponse(build(request))
    except Exception:
        response = HttpResponseServerError(traceback.format_exc())  # want "python/stack-trace-in-response"
        return response
