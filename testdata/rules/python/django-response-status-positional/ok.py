from django.http import HttpResponse, JsonResponse


def missing(request):
    return HttpResponse("Not found", status=404)


def invalid(request):
    return JsonResponse({"error": "bad input"}, status=400)


def csv_export(request, body):
    return HttpResponse(body, "text/csv")
